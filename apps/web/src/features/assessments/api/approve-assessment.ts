import type { TAssessment } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAssessmentMutation } from './assessment-mutation.ts';

export const approveAssessment = (id: string) =>
  api.put<TAssessment>(`/api/assessments/${encodeURIComponent(id)}/approve`);

export const useApproveAssessment = (id: string) => useAssessmentMutation(id, () => approveAssessment(id));
