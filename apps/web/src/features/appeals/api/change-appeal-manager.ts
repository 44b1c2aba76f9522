import type { TChangeAppealManager } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAppealMutation } from './appeal-mutation.ts';
import { appealPath } from './appeal-path.ts';

/** PUT /api/appeals/{id}/manager: another appeal manager of the company takes the appeal. */
export const changeAppealManager = (id: string, body: TChangeAppealManager) =>
  api.put<unknown>(appealPath(id, '/manager'), body);

export const useChangeAppealManager = (id: string) =>
  useAppealMutation(id, (body: TChangeAppealManager) => changeAppealManager(id, body));
