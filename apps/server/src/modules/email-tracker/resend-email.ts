import { ERROR_KEYS, type TResendEmail, ZResendEmail } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import type { LinkConfig } from '../contractor-reports/contractor-report-mail.ts';
import { reissueRecipient } from '../contractor-reports/reissue-recipient.ts';
import { logAddressChange, recordResent, resendMessage } from '../mail/resend-latest.ts';
import { REDACTED_BODY } from '../mail/templates/redaction.ts';
import { MessageIndex } from './email-tracker.presenter.ts';
import {
  eventsOf,
  findTrackedEngagement,
  hasResend,
  lockEngagementMessage,
  statementRecipientOf,
  type TrackedMessage,
} from './email-tracker.repository.ts';

const notFailed = () =>
  conflict(
    ERROR_KEYS.emailNotFailed,
    'Only a blocked, bounced or dropped email that was not sent again yet can be sent to a new address.',
  );

/** Whether the message is blocked, bounced or dropped, judged on its stored events. */
async function isFailed(tx: DbOrTx, m: TrackedMessage) {
  const index = new MessageIndex([m], await eventsOf(tx, [m.id]));
  return index.failed(m);
}

/**
 * POST engagements/{id}/email-messages/{messageId}/resend {email}: "edit address and resend" for a
 * blocked, bounced or dropped email (spec §8). In one transaction: a new outbox message to the new
 * address re-sending the failed one (`resend_of_id`), a `resent` event on the failed one, a
 * changelog row when the address changed, and the audit event. A statement (SDS) email is issued
 * afresh instead (new link and code, the recipient row takes the new address): its body held the
 * link's secret and was removed after the failure. Answers the engagement id.
 */
export async function resendEmail(
  db: Db,
  config: LinkConfig,
  actor: Actor,
  params: { engagementId: string; messageId: string },
  input: TResendEmail,
  now = new Date(),
): Promise<string> {
  const { email } = ZResendEmail.parse(input);
  return db.transaction(async (tx) => {
    const e = await findTrackedEngagement(tx, actor, params.engagementId);
    if (!e) throw notFound('Engagement');
    authorize(actor, 'emailTracker.view', e);
    const m = await lockEngagementMessage(tx, e.id, params.messageId);
    if (!m) throw notFound('Email');
    const recipient = await statementRecipientOf(tx, e.id, m.id);
    authorize(actor, recipient ? 'emailTracker.resendStatement' : 'emailTracker.resend', e);
    if ((await hasResend(tx, m.id)) || !(await isFailed(tx, m))) throw notFailed();

    const detail = `Sent again to ${email}`;
    let newMessageIds: string[];
    if (recipient) {
      const issued = await reissueRecipient(tx, config, actor, {
        engagementId: e.id,
        recipientId: recipient.id,
        email,
        now,
      });
      newMessageIds = [issued.linkMessageId, issued.codeMessageId];
      const resentIds = [issued.oldLinkMessageId, issued.oldCodeMessageId].filter((id): id is string => id !== null);
      await recordResent(tx, resentIds, detail, now);
      await logAddressChange(tx, {
        emailMessageId: m.id,
        oldEmail: m.to,
        newEmail: email,
        changedById: actor.id,
        createdAt: now,
      });
    } else {
      if (m.text === REDACTED_BODY) {
        throw conflict(ERROR_KEYS.emailNotResendable, 'This email held a one-time secret and cannot be sent again.');
      }
      newMessageIds = [await resendMessage(tx, { original: m, to: email, changedById: actor.id, detail, now })];
    }

    await recordAudit(tx, {
      actorId: actor.id,
      action: 'email.resent',
      entityType: 'engagement',
      entityId: e.id,
      companyId: e.companyId,
      before: { emailMessageId: m.id, email: m.to },
      after: { emailMessageIds: newMessageIds, email, statementRecipientId: recipient?.id ?? null },
    });
    return e.id;
  });
}
