import { ZConfirmInvitation, ZRegister, zNip } from '@statera/shared';
import { z } from 'zod';

/** The tax-number step (spec §5 nip: the 10-digit UTR with HMRC's check digit), required here. */
export const ZTaxNumberStep = z.object({ taxNumber: zNip({ required: true }) });

/** The profile and password of POST /api/users/{token}; the tax number comes from its own step. */
export const ZRegistrationProfile = ZRegister.omit({ taxNumber: true });

/** PUT /api/users/{token}/confirm for an existing account: its current password. */
export const ZConfirmStep = ZConfirmInvitation.omit({ taxNumber: true });
