import type { TCloseAppeal } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAppealMutation } from './appeal-mutation.ts';
import { appealPath } from './appeal-path.ts';

/** PUT /api/appeals/{id}/close: the decision (accepted starts the reassessment), its comment and categories. */
export const closeAppeal = (id: string, body: TCloseAppeal) => api.put<unknown>(appealPath(id, '/close'), body);

export const useCloseAppeal = (id: string) => useAppealMutation(id, (body: TCloseAppeal) => closeAppeal(id, body));
