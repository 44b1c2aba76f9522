import type { TRecordAppeal } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useInvalidatingMutation } from '../../../resources/mutation.ts';
import { queryKeys } from '../../../resources/query-keys.ts';

/**
 * POST /api/appeals (non-spec): a manager records a disagreement the worker sent by letter, phone
 * or email; the 45-day clock starts on the day it was received. Answers the new appeal.
 */
export const recordAppeal = (body: TRecordAppeal) => api.post<{ id: string }>('/api/appeals', body);

export const useRecordAppeal = (engagementId: string) =>
  useInvalidatingMutation(recordAppeal, [queryKeys.engagements.detail(engagementId), queryKeys.appeals.all]);
