import { z } from 'zod';
import { DOCUMENT_LIMITS } from '../documents.ts';
import { USER_ROLES } from '../enums.ts';
import { ZAbilities, ZId, zPage, zRequiredText } from './common.ts';

/** An uploaded file not yet (or already) kept anywhere: what `POST /api/attachments` answers per file. */
export const ZAttachment = z
  .object({
    attachmentId: ZId,
    name: z.string(),
    /** The name as shown: over 36 characters before the extension it is shortened (spec §3). */
    displayName: z.string(),
    extension: z.string(),
    mime: z.string(),
    size: z.number().int(),
  })
  .meta({ id: 'Attachment' });
export type TAttachment = z.infer<typeof ZAttachment>;

export const ZAttachmentUploaded = z.object({ attachments: z.array(ZAttachment) }).meta({ id: 'AttachmentsUploaded' });
export type TAttachmentUploaded = z.infer<typeof ZAttachmentUploaded>;

export const ZAttachmentParams = z.object({ attachmentId: ZId });
export const ZAttachmentTokenParams = z.object({ token: z.string().min(1).max(512) });

/** `GET /api/attachments/{id}?token=…[&preview=1]`: the signed link opens without a session. */
export const ZAttachmentDownloadQuery = z.object({
  token: z.string().min(1).max(512),
  preview: z
    .enum(['0', '1', 'true', 'false'])
    .optional()
    .transform((v) => v === '1' || v === 'true'),
});

/** A short-lived download link of one file for the signed-in user. */
export const ZDownloadLink = z.object({ token: z.string(), expiresAt: z.string() });
export type TDownloadLink = z.infer<typeof ZDownloadLink>;

/** What a signed link opens (the /attachments/{id} page asks before it previews or downloads). */
export const ZAttachmentTokenInfo = ZAttachment.extend({
  previewable: z.boolean(),
  expiresAt: z.string(),
}).meta({ id: 'AttachmentTokenInfo' });
export type TAttachmentTokenInfo = z.infer<typeof ZAttachmentTokenInfo>;

/**
 * What a document is (spec §3 Document `type`): the paper itself. Chosen on upload, optional.
 * docs/decisions/documents-and-contract-changes.md.
 */
export const DOCUMENT_TYPES = [
  'contract',
  'statement_of_work',
  'invoice',
  'timesheet',
  'correspondence',
  'policy',
  'other',
] as const;
export type TDocumentType = (typeof DOCUMENT_TYPES)[number];

/**
 * What a document is evidence of for the status determination (spec §3 Document `category`): the
 * area of the assessment it supports, so a reviewer finds the papers behind an answer.
 */
export const DOCUMENT_CATEGORIES = [
  'general',
  'control',
  'substitution',
  'mutuality',
  'financial_risk',
  'part_and_parcel',
] as const;
export type TDocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const ZDocumentCreator = z.object({ id: ZId, name: z.string(), role: z.enum(USER_ROLES) });

export const ZDocumentComment = z.object({
  id: ZId,
  body: z.string(),
  user: z.object({ id: ZId, name: z.string() }).nullable(),
  dateCreated: z.string(),
});
export type TDocumentComment = z.infer<typeof ZDocumentComment>;

/** An engagement's document (spec §3 Document). */
export const ZDocument = z
  .object({
    documentId: ZId,
    attachmentId: ZId,
    engagementId: ZId,
    name: z.string(),
    displayName: z.string(),
    extension: z.string(),
    mime: z.string(),
    size: z.number().int(),
    type: z.enum(DOCUMENT_TYPES).nullable(),
    category: z.enum(DOCUMENT_CATEGORIES).nullable(),
    previewable: z.boolean(),
    creator: ZDocumentCreator.nullable(),
    dateCreated: z.string(),
    dateModified: z.string(),
    commentsCount: z.number().int(),
    abilities: ZAbilities,
  })
  .meta({ id: 'Document' });
export type TDocument = z.infer<typeof ZDocument>;

/** One document with its comments and a fresh download link (`GET /api/documents/{id}`). */
export const ZDocumentDetail = ZDocument.extend({
  comments: z.array(ZDocumentComment),
  download: ZDownloadLink,
}).meta({ id: 'DocumentDetail' });
export type TDocumentDetail = z.infer<typeof ZDocumentDetail>;

export const DOCUMENT_SORT_FIELDS = [
  'dateCreated',
  'dateModified',
  'name',
  'extension',
  'creator',
  'type',
  'category',
] as const;

const oneOrMany = <T extends z.ZodType>(item: T) =>
  z.union([item, z.array(item)]).transform((v) => (Array.isArray(v) ? v : [v]) as z.infer<T>[]);

export const ZDocumentListQuery = z.object({
  sort: z
    .string()
    .regex(new RegExp(`^(${DOCUMENT_SORT_FIELDS.join('|')})\\|(asc|desc)$`), { error: 'errors.sort' })
    .default('dateCreated|desc'),
  /** Only documents added by people of these roles. */
  creatorRole: oneOrMany(z.enum(USER_ROLES)).optional(),
  /** Only documents of these types / categories. */
  type: oneOrMany(z.enum(DOCUMENT_TYPES)).optional(),
  category: oneOrMany(z.enum(DOCUMENT_CATEGORIES)).optional(),
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(DOCUMENT_LIMITS.perPage),
  format: z.enum(['datatable']).default('datatable'),
});
export type TDocumentListQuery = z.infer<typeof ZDocumentListQuery>;

export const ZDocumentPage = zPage(ZDocument).extend({ abilities: ZAbilities }).meta({ id: 'DocumentPage' });
export type TDocumentPage = z.infer<typeof ZDocumentPage>;

export const ZAddDocuments = z.object({
  attachmentIds: z.array(ZId).min(1, { error: 'errors.required' }).max(DOCUMENT_LIMITS.documentsPerRequest),
  /** The type and category of every document of this upload (optional; unknown values are a 400). */
  type: z.enum(DOCUMENT_TYPES).optional(),
  category: z.enum(DOCUMENT_CATEGORIES).optional(),
});
export type TAddDocuments = z.infer<typeof ZAddDocuments>;
export const ZAddedDocuments = z.object({ data: z.array(ZDocument) });
export type TAddedDocuments = z.infer<typeof ZAddedDocuments>;

export const ZDocumentIdParams = z.object({ documentId: ZId });
export const ZEngagementDocumentParams = z.object({ id: ZId, attachmentId: ZId });

export const ZCreateDocumentComment = z.object({ body: zRequiredText(DOCUMENT_LIMITS.commentMax) });
export type TCreateDocumentComment = z.infer<typeof ZCreateDocumentComment>;
