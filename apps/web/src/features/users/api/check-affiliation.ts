import type { TAffiliation } from '@statera/shared';
import { api } from '../../../lib/api-client.ts';

/** GET /api/companies/{id}/check-user-affiliation?userEmail=: whether the person belongs to the group. */
export const checkAffiliation = (companyId: string, userEmail: string) =>
  api.get<TAffiliation>(`/api/companies/${encodeURIComponent(companyId)}/check-user-affiliation`, { userEmail });
