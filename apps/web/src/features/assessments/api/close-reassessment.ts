import type { TAssessment, TCloseReassessment } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAssessmentMutation } from './assessment-mutation.ts';

export const closeReassessment = (id: string, input: TCloseReassessment) =>
  api.put<TAssessment>(`/api/assessments/${encodeURIComponent(id)}/close-reassessment`, input);

export const useCloseReassessment = (id: string) =>
  useAssessmentMutation(id, (input: TCloseReassessment) => closeReassessment(id, input));
