import { LIMITS, type TRelatedAssessmentPage } from '@statera/shared';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../resources/query-keys.ts';
import { entityPath } from './entity-paths.ts';
import type { RelatedListParams } from './get-entity-engagements.ts';

/** GET /api/engaged-entities/{id}/assessments: the assessments of its engagements the viewer may see. */
export const getEntityAssessments = (id: string, p: RelatedListParams, signal?: AbortSignal) =>
  api.get<TRelatedAssessmentPage>(entityPath(id, '/assessments'), { ...p, rows: LIMITS.pageSize }, signal);

export const useEntityAssessments = (id: string, p: RelatedListParams) =>
  useQuery({
    queryKey: queryKeys.engagedEntities.assessments(id, p),
    queryFn: ({ signal }) => getEntityAssessments(id, p, signal),
    placeholderData: keepPreviousData,
  });
