import type { TInviteClientAdmin, TInvitedUser } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';
import { useCompanyMutation } from '../../../resources/companies/company-mutation.ts';
import { companyPath } from '../../../resources/paths.ts';

/** POST /api/companies/{id}/invite-client-admin {firstName, lastName, email} (provider staff). */
export const inviteClientAdmin = ({ id, body }: { id: string; body: TInviteClientAdmin }) =>
  api.post<TInvitedUser>(companyPath(id, '/invite-client-admin'), body);

export const useInviteClientAdmin = () => useCompanyMutation(inviteClientAdmin, { people: true });
