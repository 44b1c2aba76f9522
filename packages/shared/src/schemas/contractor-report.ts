import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { ZAbilities, ZId, zEmail } from './common.ts';

/**
 * Sending an engagement's Status Determination Statement (SDS) to the worker and the fee-payer
 * chain (spec §7 send-contractor-report, download-contractor-report, history, resend).
 */

/** Holding setting: contractor emails at once (0) or held for a digest every 1, 7 or 30 days (spec §3). */
export const CONTRACTOR_NOTIFICATION_FREQUENCIES = [0, 1, 7, 30] as const;
export type TContractorNotificationFrequency = (typeof CONTRACTOR_NOTIFICATION_FREQUENCIES)[number];
export const ZContractorNotificationFrequency = z.union(
  CONTRACTOR_NOTIFICATION_FREQUENCIES.map((f) => z.literal(f)) as [
    z.ZodLiteral<0>,
    z.ZodLiteral<1>,
    z.ZodLiteral<7>,
    z.ZodLiteral<30>,
  ],
  { error: 'errors.invalidOption' },
);

/** Wrong download codes in a row before a contractor link is locked (TIME_LIMITS.contractorReportLockMinutes). */
export const CONTRACTOR_REPORT_CODE_ATTEMPTS = 5;
/** Extra addresses one sending may add. */
export const CONTRACTOR_REPORT_MAX_EMAILS = 20;
export const CONTRACTOR_REPORT_COMMENT_MAX = 1000;

/** The individual code: an 8-digit number (spec §5, §9). */
export const zIndividualCode = () =>
  z
    .string({ error: (iss) => (iss.input === undefined ? 'errors.required' : 'errors.individualCode') })
    .trim()
    .min(1, { error: 'errors.required' })
    .regex(new RegExp(`^\\d{${LIMITS.individualCodeLength}}$`), { error: 'errors.individualCode' });

/** `chain`: a party of the engagement's recorded supply chain (docs/off-payroll-liability.md). */
export const CONTRACTOR_REPORT_PARTY = ['worker', 'engaged_entity', 'agency', 'chain', 'other'] as const;
export type TContractorReportParty = (typeof CONTRACTOR_REPORT_PARTY)[number];

/** POST engagements/{id}/send-contractor-report: the worker and the agency are added by the server. */
export const ZSendContractorReport = z
  .object({
    comment: z
      .string()
      .trim()
      .max(CONTRACTOR_REPORT_COMMENT_MAX, { error: 'errors.maxLength' })
      .optional()
      .nullable()
      .transform((v) => (v ? v : null)),
    emails: z.array(zEmail()).max(CONTRACTOR_REPORT_MAX_EMAILS, { error: 'errors.tooManyItems' }).default([]),
  })
  .meta({ id: 'SendContractorReport' });
export type TSendContractorReport = z.input<typeof ZSendContractorReport>;

/** PUT resend-contractor-report. */
export const ZResendContractorReport = z.object({ engagementMailGroupId: ZId }).meta({ id: 'ResendContractorReport' });
export type TResendContractorReport = z.infer<typeof ZResendContractorReport>;

/** Where a recipient's emails are: held for the digest, in the outbox, sent, retried or given up. */
export const CONTRACTOR_REPORT_EMAIL_STATUSES = ['held', 'queued', 'sent', 'deferred', 'failed'] as const;
export type TContractorReportEmailStatus = (typeof CONTRACTOR_REPORT_EMAIL_STATUSES)[number];

export const ZContractorReportRecipient = z.object({
  id: ZId,
  email: z.string(),
  party: z.enum(CONTRACTOR_REPORT_PARTY),
  /** The link and the code emails taken together: the worse of the two. */
  emailStatus: z.enum(CONTRACTOR_REPORT_EMAIL_STATUSES),
  delayedUntil: z.string().nullable(),
  expiresAt: z.string(),
  firstOpenedAt: z.string().nullable(),
  firstDownloadedAt: z.string().nullable(),
  downloadCount: z.number().int(),
});
export type TContractorReportRecipient = z.infer<typeof ZContractorReportRecipient>;

/** One sending (the spec's engagementMailGroup) with its receipts. */
export const ZContractorReportMailGroup = z
  .object({
    id: ZId,
    assessmentReportId: ZId,
    reportVersion: z.number().int(),
    sentBy: z.object({ id: ZId, name: z.string() }).nullable(),
    comment: z.string().nullable(),
    dateCreated: z.string(),
    recipients: z.array(ZContractorReportRecipient),
  })
  .meta({ id: 'ContractorReportMailGroup' });
export type TContractorReportMailGroup = z.infer<typeof ZContractorReportMailGroup>;

/**
 * GET engagements/{id}/contractor-report-history-mails: the sendings newest first, the statement a
 * new sending would carry (null: none yet), the recipients the engagement suggests, and abilities
 * (`send`, `resend`).
 */
export const ZContractorReportHistory = z
  .object({
    report: z.object({ id: ZId, version: z.number().int(), generatedAt: z.string().nullable() }).nullable(),
    defaultRecipients: z.array(z.object({ email: z.string(), party: z.enum(CONTRACTOR_REPORT_PARTY) })),
    data: z.array(ZContractorReportMailGroup),
    abilities: ZAbilities,
  })
  .meta({ id: 'ContractorReportHistory' });
export type TContractorReportHistory = z.infer<typeof ZContractorReportHistory>;

/** GET contractor-reports/{key}: what the public page shows before the code is typed. */
export const ZContractorReportKeyParams = z.object({ key: z.string().min(1).max(200) });
export const ZContractorReportLink = z
  .object({
    clientName: z.string(),
    engagedIndividualName: z.string(),
    reportVersion: z.number().int(),
    issuedAt: z.string().nullable(),
    expiresAt: z.string(),
    attemptsLeft: z.number().int(),
    lockedUntil: z.string().nullable(),
  })
  .meta({ id: 'ContractorReportLink' });
export type TContractorReportLink = z.infer<typeof ZContractorReportLink>;

/** GET download-contractor-report?linkKey=&downloadKey= */
export const ZDownloadContractorReportQuery = z.object({
  linkKey: z.string().min(1).max(200),
  downloadKey: zIndividualCode(),
});
export type TDownloadContractorReportQuery = z.infer<typeof ZDownloadContractorReportQuery>;
