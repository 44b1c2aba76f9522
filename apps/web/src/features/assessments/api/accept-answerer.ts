import type { TAssessment } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAssessmentListMutation } from './assessment-seat-mutation.ts';

export const acceptAnswerer = (id: string) =>
  api.put<TAssessment>(`/api/assessments/${encodeURIComponent(id)}/accept-answerer`);

export const useAcceptAnswerer = (id: string) => useAssessmentListMutation(id, (_: undefined) => acceptAnswerer(id));
