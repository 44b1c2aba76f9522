import type { TAssessment } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAssessmentMutation } from './assessment-mutation.ts';

export const submitAssessment = (id: string) =>
  api.put<TAssessment>(`/api/assessments/${encodeURIComponent(id)}/submit`);

export const useSubmitAssessment = (id: string) => useAssessmentMutation(id, () => submitAssessment(id));
