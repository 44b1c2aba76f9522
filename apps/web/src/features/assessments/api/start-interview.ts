import type { TAssessment } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAssessmentMutation } from './assessment-mutation.ts';

export const startInterview = (id: string) =>
  api.put<TAssessment>(`/api/assessments/${encodeURIComponent(id)}/start-interview`);

export const useStartInterview = (id: string) => useAssessmentMutation(id, () => startInterview(id));
