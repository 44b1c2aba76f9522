import { z } from 'zod';
import { ZId, ZUserOption, zEmail } from './common.ts';

/** PUT /api/users/{id}/managed-companies: hand every client the person manages to another member of provider staff. */
export const ZTransferManagedCompanies = z.object({ newManagerEmail: zEmail() });
export type TTransferManagedCompanies = z.infer<typeof ZTransferManagedCompanies>;
export const ZTransferManagedCompaniesResult = z.object({ moved: z.number().int() });
export type TTransferManagedCompaniesResult = z.infer<typeof ZTransferManagedCompaniesResult>;

/** One person a user may turn to: their account manager at the provider, or an administrator. */
export const ZContact = ZUserOption.extend({ phone: z.string().nullable(), companyId: ZId.nullable() }).meta({
  id: 'Contact',
});
export type TContact = z.infer<typeof ZContact>;

/**
 * GET /api/users/{id}/contacts: who the user can ask for help. `manager` is the provider user
 * managing the user's client (none for provider staff); `administrators` are the active admins of
 * the user's company and, for a subsidiary, of its client (provider admins for provider staff).
 */
export const ZContacts = z.object({ manager: ZContact.nullable(), administrators: z.array(ZContact) });
export type TContacts = z.infer<typeof ZContacts>;
