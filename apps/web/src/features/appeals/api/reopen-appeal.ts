import type { TReopenAppeal } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAppealMutation } from './appeal-mutation.ts';
import { appealPath } from './appeal-path.ts';

/** PUT /api/appeals/{id}/reopen: a closed appeal runs again, with the reason. */
export const reopenAppeal = (id: string, body: TReopenAppeal) => api.put<unknown>(appealPath(id, '/reopen'), body);

export const useReopenAppeal = (id: string) => useAppealMutation(id, (body: TReopenAppeal) => reopenAppeal(id, body));
