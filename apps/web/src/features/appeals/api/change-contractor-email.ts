import type { TChangeAppealContractor } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAppealMutation } from './appeal-mutation.ts';
import { appealPath } from './appeal-path.ts';

/** PUT /api/appeals/{id}/contractor (newContractorEmail, resendLastEmail): the worker's replies and emails go to a new address. */
export const changeContractorEmail = (id: string, body: TChangeAppealContractor) =>
  api.put<unknown>(appealPath(id, '/contractor'), body);

export const useChangeContractorEmail = (id: string) =>
  useAppealMutation(id, (body: TChangeAppealContractor) => changeContractorEmail(id, body));
