import type { TSubmitToContractor } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useAppealMutation } from './appeal-mutation.ts';
import { appealPath } from './appeal-path.ts';

/** PUT /api/appeals/{id}/submit-to-contractor: hands the appeal to the worker, asking for more. */
export const submitToContractor = (id: string, body: TSubmitToContractor) =>
  api.put<unknown>(appealPath(id, '/submit-to-contractor'), body);

export const useSubmitToContractor = (id: string) =>
  useAppealMutation(id, (body: TSubmitToContractor) => submitToContractor(id, body));
