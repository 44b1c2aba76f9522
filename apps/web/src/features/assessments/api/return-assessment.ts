import type { TAssessment, TReturnAssessment } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAssessmentMutation } from './assessment-mutation.ts';

export const returnAssessment = (id: string, input: TReturnAssessment) =>
  api.put<TAssessment>(`/api/assessments/${encodeURIComponent(id)}/return-to-review`, input);

export const useReturnAssessment = (id: string) =>
  useAssessmentMutation(id, (input: TReturnAssessment) => returnAssessment(id, input));
