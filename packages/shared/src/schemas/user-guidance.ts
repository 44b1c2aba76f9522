import { z } from 'zod';
import { DOCUMENT_LIMITS } from '../documents.ts';
import { LIMITS } from '../limits.ts';
import { ZAbilities, ZId, zPage } from './common.ts';
import { ZAttachment, ZDownloadLink } from './documents.ts';

/** A user guidance document (spec §3 User guidance: name), as every signed-in person lists it. */
export const ZUserGuidance = ZAttachment.extend({
  id: ZId,
  previewable: z.boolean(),
  dateCreated: z.string(),
  creator: z.object({ id: ZId, name: z.string() }).nullable(),
  /** The reader has opened it (asked its link) since it was added. */
  seen: z.boolean(),
  abilities: ZAbilities,
}).meta({ id: 'UserGuidance' });
export type TUserGuidance = z.infer<typeof ZUserGuidance>;

export const USER_GUIDANCE_SORT_FIELDS = ['dateCreated', 'name'] as const;

/** `GET /api/user-guidances` (spec §7: page, rows, format, sort). */
export const ZUserGuidanceListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  rows: z.coerce.number().int().min(1).max(100).default(LIMITS.pageSize),
  sort: z
    .string()
    .regex(new RegExp(`^(${USER_GUIDANCE_SORT_FIELDS.join('|')})\\|(asc|desc)$`), { error: 'errors.sort' })
    .default('dateCreated|desc'),
  format: z.enum(['datatable']).default('datatable'),
});
export type TUserGuidanceListQuery = z.infer<typeof ZUserGuidanceListQuery>;

export const ZUserGuidancePage = zPage(ZUserGuidance)
  .extend({ abilities: ZAbilities })
  .meta({ id: 'UserGuidancePage' });
export type TUserGuidancePage = z.infer<typeof ZUserGuidancePage>;

/** `POST /api/user-guidances`: files uploaded before with `POST /api/attachments`, kept as guidance. */
export const ZCreateUserGuidances = z.object({
  attachmentIds: z.array(ZId).min(1, { error: 'errors.required' }).max(DOCUMENT_LIMITS.documentsPerRequest),
});
export type TCreateUserGuidances = z.infer<typeof ZCreateUserGuidances>;
export const ZCreatedUserGuidances = z.object({ data: z.array(ZUserGuidance) });
export type TCreatedUserGuidances = z.infer<typeof ZCreatedUserGuidances>;

/** `GET /api/user-guidances/{id}`: one document with a fresh signed link; asking it marks it seen. */
export const ZUserGuidanceDetail = ZUserGuidance.extend({ download: ZDownloadLink }).meta({
  id: 'UserGuidanceDetail',
});
export type TUserGuidanceDetail = z.infer<typeof ZUserGuidanceDetail>;

/** One entry of `GET /api/user-guidances/unseen` (spec §3: attachmentId, token, type). */
export const ZUnseenUserGuidance = z.object({
  id: ZId,
  name: z.string(),
  attachmentId: ZId,
  token: z.string(),
  /** The file's extension (pdf, docx, …). */
  type: z.string(),
  expiresAt: z.string(),
});
export type TUnseenUserGuidance = z.infer<typeof ZUnseenUserGuidance>;
export const ZUnseenUserGuidances = z.object({ data: z.array(ZUnseenUserGuidance) }).meta({
  id: 'UnseenUserGuidances',
});
export type TUnseenUserGuidances = z.infer<typeof ZUnseenUserGuidances>;
