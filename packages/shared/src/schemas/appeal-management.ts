import { z } from 'zod';
import { ZAbilities, ZId, ZIsoDate, ZUserOption, zEmail } from './common.ts';

/** `GET /api/companies/{id}/appeal-management/settings` (spec §3 appeal management data). */
export const ZAppealManagementSettings = z
  .object({
    currentLAM: ZUserOption.nullable(),
    appealManagers: z.array(ZUserOption.extend({ activeAppealCount: z.number().int() })),
    /** The end of the group's appeal_process subscription (null: without end). */
    featureDateEnd: ZIsoDate.nullable(),
    autoRenewal: z.boolean(),
    /** The lead's active appeals (what swapActiveAppeals would move). */
    currentLAMActiveAppealCount: z.number().int(),
    shouldSetAppealManagers: z.boolean(),
    abilities: ZAbilities,
  })
  .meta({ id: 'AppealManagementSettings' });
export type TAppealManagementSettings = z.infer<typeof ZAppealManagementSettings>;

/** Path of DELETE /api/companies/{id}/appeal-managers/{userId}. */
export const ZAppealManagerParams = z.object({ id: ZId, userId: ZId });

/** `POST /api/companies/{id}/appeal-managers`. */
export const ZAddAppealManagers = z.object({ userIds: z.array(ZId).min(1, { error: 'errors.required' }).max(100) });
export type TAddAppealManagers = z.infer<typeof ZAddAppealManagers>;

/**
 * `PUT /api/companies/{id}/lead-appeal-manager` (spec §7). The old lead becomes an appeal manager,
 * or none with `disableOldLam` (then its active appeals always move to the new lead);
 * `swapActiveAppeals` moves the old lead's active appeals to the new lead. `expectedLeadId` is the
 * lead the caller saw (null: none): when another change came first the call answers 409.
 */
export const ZSetLeadAppealManager = z.object({
  newManagerEmail: zEmail(),
  disableOldLam: z.boolean().default(false),
  swapActiveAppeals: z.boolean().default(false),
  expectedLeadId: ZId.nullable().optional(),
});
export type TSetLeadAppealManager = z.input<typeof ZSetLeadAppealManager>;

/** `PUT /api/companies/{id}/appeal-manager` (spec §7): the company's appeal manager (its lead) by email. */
export const ZSetCompanyAppealManager = z.object({ newappealManagerEmail: zEmail() });
export type TSetCompanyAppealManager = z.infer<typeof ZSetCompanyAppealManager>;
