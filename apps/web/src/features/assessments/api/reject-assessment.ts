import type { TAssessment, TRejectAssessment } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAssessmentMutation } from './assessment-mutation.ts';

export const rejectAssessment = (id: string, input: TRejectAssessment) =>
  api.put<TAssessment>(`/api/assessments/${encodeURIComponent(id)}/reject`, input);

export const useRejectAssessment = (id: string) =>
  useAssessmentMutation(id, (input: TRejectAssessment) => rejectAssessment(id, input));
