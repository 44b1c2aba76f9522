import type { TAssessment, TChangeDueDate } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAssessmentListMutation } from './assessment-seat-mutation.ts';

export const changeDueDate = (id: string, input: TChangeDueDate) =>
  api.put<TAssessment>(`/api/assessments/${encodeURIComponent(id)}/due-date`, input);

export const useChangeDueDate = (id: string) =>
  useAssessmentListMutation(id, (input: TChangeDueDate) => changeDueDate(id, input));
