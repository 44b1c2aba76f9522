import { DAY_MS, later, type TContractorReportParty, TIME_LIMITS } from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { contractorReportRecipients } from '../../db/schema/index.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import {
  type ContractorReportMailItem,
  contractorReportCodeEmail,
  contractorReportLinkEmail,
} from '../mail/templates/contractor-report.ts';
import { contractorReportUrl, type LinkSecrets, newLinkSecrets } from './contractor-report.keys.ts';
import { appealLinkFor } from './contractor-report-hooks.ts';

/** PUBLIC_URL (links in emails) and the server secret (the download codes' HMAC key). */
export interface LinkConfig {
  publicUrl: string;
  secret: string;
}

/** What the emails of one statement say, besides the link and the code. */
export interface StatementFacts {
  engagementId: string;
  clientName: string;
  individualName: string;
  reportVersion: number;
  /** The statement's row (the appeal created with the worker's email points at it). */
  reportId?: string;
}

const pad = (n: number) => String(n).padStart(2, '0');
/** DD.MM.YYYY (UTC), as dates are shown everywhere (spec §9). */
export const displayDate = (d: Date) => `${pad(d.getUTCDate())}.${pad(d.getUTCMonth() + 1)}.${d.getUTCFullYear()}`;

export const linkExpiry = (from: Date) => later(from, TIME_LIMITS.contractorReportLinkDays, DAY_MS);

export function mailItem(
  config: LinkConfig,
  facts: StatementFacts,
  key: string,
  expiresAt: Date,
): ContractorReportMailItem {
  return {
    clientName: facts.clientName,
    engagedIndividualName: facts.individualName,
    reportVersion: facts.reportVersion,
    link: contractorReportUrl(config.publicUrl, key),
    expiresOn: displayDate(expiresAt),
  };
}

/** Queues the code of one link in its own email (never together with the link, spec §9). */
export async function enqueueCodeEmail(tx: DbOrTx, to: string, facts: StatementFacts, code: string) {
  return enqueueEmail(tx, {
    to,
    content: contractorReportCodeEmail({
      clientName: facts.clientName,
      engagedIndividualName: facts.individualName,
      reportVersion: facts.reportVersion,
      code,
    }),
    entityType: 'engagement',
    entityId: facts.engagementId,
  });
}

export interface NewRecipient {
  email: string;
  party: TContractorReportParty;
  /** The supply-chain party the copy goes to: its download is that link's SDS receipt. */
  chainPartyId?: string | null;
}

/**
 * Adds one recipient to a sending. Sent at once: a fresh link key and code (stored hashed), the link
 * email and the code email in the outbox. Held for the digest (`delayedUntil`): no email yet, and
 * the stored hashes are of secrets nobody ever sees; the digest issues the real ones when it sends,
 * because only hashes are kept and an email cannot be written later from a hash.
 */
export async function issueRecipient(
  tx: DbOrTx,
  config: LinkConfig,
  facts: StatementFacts & { groupId: string; comment: string | null },
  to: NewRecipient,
  at: { now: Date; delayedUntil: Date | null },
): Promise<void> {
  const secrets: LinkSecrets = newLinkSecrets(config.secret);
  const expiresAt = linkExpiry(at.delayedUntil ?? at.now);
  const [row] = await tx
    .insert(contractorReportRecipients)
    .values({
      groupId: facts.groupId,
      email: to.email,
      party: to.party,
      chainPartyId: to.chainPartyId ?? null,
      linkKeyHash: secrets.keyHash,
      downloadCodeHash: secrets.codeHash,
      expiresAt,
      delayedUntil: at.delayedUntil,
      createdAt: at.now,
    })
    .returning({ id: contractorReportRecipients.id });
  if (at.delayedUntil) return;
  const appealLink =
    to.party === 'worker' && facts.reportId
      ? await appealLinkFor(tx, {
          engagementId: facts.engagementId,
          assessmentReportId: facts.reportId,
          email: to.email,
          now: at.now,
        })
      : null;
  const linkMessageId = await enqueueEmail(tx, {
    to: to.email,
    content: contractorReportLinkEmail({
      ...mailItem(config, facts, secrets.key, expiresAt),
      comment: facts.comment,
      appealLink,
    }),
    entityType: 'engagement',
    entityId: facts.engagementId,
  });
  const codeMessageId = await enqueueCodeEmail(tx, to.email, facts, secrets.code);
  await tx
    .update(contractorReportRecipients)
    .set({ linkMessageId, codeMessageId })
    .where(eq(contractorReportRecipients.id, row!.id));
}
