import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { inEngagementScope } from '../../authz/record-scopes.ts';
import type { DbOrTx } from '../../db/client.ts';
import { contractorReportMailGroups, contractorReportRecipients } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { contractorReportCodeEmail, contractorReportLinkEmail } from '../mail/templates/contractor-report.ts';
import { newLinkSecrets } from './contractor-report.keys.ts';
import { findEngagementFor, findMailGroup, reportVersion } from './contractor-report.repository.ts';
import { type LinkConfig, linkExpiry, mailItem } from './contractor-report-mail.ts';

export interface ReissuedRecipient {
  recipientId: string;
  oldEmail: string;
  /** The messages the new ones re-send (null: none had been sent). */
  oldLinkMessageId: string | null;
  oldCodeMessageId: string | null;
  linkMessageId: string;
  codeMessageId: string;
}

/**
 * Sends one recipient of a statement sending again, to `email` (the email tracker's "edit address
 * and resend" after a blocked, bounced or dropped email). Only hashes of the old link key and code
 * are kept, so a new key and code are issued (the old link stops working), the recipient row takes
 * the new address, and the link and code emails are queued as re-sends of the failed ones. The
 * caller authorizes, checks the failure and runs this in its transaction.
 */
export async function reissueRecipient(
  tx: DbOrTx,
  config: LinkConfig,
  actor: Actor,
  input: { engagementId: string; recipientId: string; email: string; now: Date },
): Promise<ReissuedRecipient> {
  const [recipient] = await tx
    .select()
    .from(contractorReportRecipients)
    .where(
      and(
        eq(contractorReportRecipients.id, input.recipientId),
        inArray(
          contractorReportRecipients.groupId,
          tx
            .select({ id: contractorReportMailGroups.id })
            .from(contractorReportMailGroups)
            .where(inEngagementScope(actor, contractorReportMailGroups.engagementId)),
        ),
      ),
    )
    .for('update');
  const group = recipient ? await findMailGroup(tx, actor, recipient.groupId) : null;
  const e = group?.engagementId === input.engagementId ? await findEngagementFor(tx, actor, group.engagementId) : null;
  if (!recipient || !group || !e) throw notFound('Recipient');

  const version = await reportVersion(tx, group.assessmentReportId);
  const facts = {
    engagementId: e.id,
    clientName: e.clientName,
    individualName: e.individualName,
    reportVersion: version,
  };
  const secrets = newLinkSecrets(config.secret);
  const expiresAt = linkExpiry(input.now);
  const tag = { entityType: 'engagement', entityId: e.id } as const;
  const linkMessageId = await enqueueEmail(tx, {
    to: input.email,
    content: contractorReportLinkEmail({ ...mailItem(config, facts, secrets.key, expiresAt), comment: group.comment }),
    ...tag,
    resendOfId: recipient.linkMessageId ?? undefined,
  });
  const codeMessageId = await enqueueEmail(tx, {
    to: input.email,
    content: contractorReportCodeEmail({
      clientName: facts.clientName,
      engagedIndividualName: facts.individualName,
      reportVersion: facts.reportVersion,
      code: secrets.code,
    }),
    ...tag,
    resendOfId: recipient.codeMessageId ?? undefined,
  });
  await tx
    .update(contractorReportRecipients)
    .set({
      email: input.email,
      linkKeyHash: secrets.keyHash,
      downloadCodeHash: secrets.codeHash,
      expiresAt,
      delayedUntil: null,
      linkMessageId,
      codeMessageId,
      failedAttempts: 0,
      lockedUntil: null,
    })
    .where(and(eq(contractorReportRecipients.id, recipient.id), eq(contractorReportRecipients.groupId, group.id)));
  return {
    recipientId: recipient.id,
    oldEmail: recipient.email,
    oldLinkMessageId: recipient.linkMessageId,
    oldCodeMessageId: recipient.codeMessageId,
    linkMessageId,
    codeMessageId,
  };
}
