import type { TAssessment } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAssessmentListMutation } from './assessment-seat-mutation.ts';

export type AssessmentSeat = 'answerer' | 'approver';

/** PUT /api/assessments/{id}/answerer {newAnswererEmail} or …/approver {newApproverEmail}. */
export const changeSeat = (id: string, seat: AssessmentSeat, email: string) =>
  api.put<TAssessment>(
    `/api/assessments/${encodeURIComponent(id)}/${seat}`,
    seat === 'answerer' ? { newAnswererEmail: email } : { newApproverEmail: email },
  );

export const useChangeSeat = (id: string, seat: AssessmentSeat) =>
  useAssessmentListMutation(id, ({ email }: { email: string }) => changeSeat(id, seat, email));
