import type { TAssessment } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAssessmentMutation } from './assessment-mutation.ts';

export const markPresentationSeen = (id: string) =>
  api.put<TAssessment>(`/api/assessments/${encodeURIComponent(id)}/mark-presentation-as-seen`);

/** The specialist has read the interview introduction; it is not shown again. */
export const useMarkPresentationSeen = (id: string) => useAssessmentMutation(id, () => markPresentationSeen(id));
