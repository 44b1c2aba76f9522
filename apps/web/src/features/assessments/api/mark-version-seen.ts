import type { TAssessment, TMarkVersionSeen } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAssessmentMutation } from './assessment-mutation.ts';

export const markVersionSeen = (id: string, input: TMarkVersionSeen) =>
  api.put<TAssessment>(`/api/assessments/${encodeURIComponent(id)}/mark-version-as-seen`, input);

/** The approver has looked at a submitted version. */
export const useMarkVersionSeen = (id: string) =>
  useAssessmentMutation(id, (input: TMarkVersionSeen) => markVersionSeen(id, input));
