import type { TAssessmentReports } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/** PUT assessments/{id}/reports: queues a new Status Determination Statement version. */
export const generateReport = (id: string) =>
  api.put<TAssessmentReports>(`/api/assessments/${encodeURIComponent(id)}/reports`);

/** Generate again; the assessment is refetched (its interviewReports gain the queued version). */
export const useGenerateReport = (id: string) =>
  useInvalidatingMutation(() => generateReport(id), [queryKeys.assessments.detail(id)]);
