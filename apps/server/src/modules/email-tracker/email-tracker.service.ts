import type { TEmailChangelogList, TEmailTracker, TNotification } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { emailTrackerAbilities, emailTrackerPolicy } from './email-tracker.policy.ts';
import {
  emailNotification,
  isStatementTemplate,
  MessageIndex,
  statementNotification,
} from './email-tracker.presenter.ts';
import {
  changelogsOf,
  engagementMessages,
  findTrackedEngagement,
  statementSendings,
} from './email-tracker.repository.ts';

/** The engagement in the actor's scope (404 otherwise) that they may follow (403 otherwise). */
export async function trackedEngagement(db: DbOrTx, actor: Actor, engagementId: string) {
  const e = await findTrackedEngagement(db, actor, engagementId);
  if (!e) throw notFound('Engagement');
  authorize(actor, 'emailTracker.view', e);
  return e;
}

/**
 * GET engagements/{id}/notifications: the engagement's notifications newest first — each statement
 * (SDS) sending with its recipients, and each other email about the engagement or its assessments
 * (a chain of re-sends counts once) — with every recipient's events newest first.
 */
export async function getEmailTracker(db: DbOrTx, actor: Actor, engagementId: string): Promise<TEmailTracker> {
  const e = await trackedEngagement(db, actor, engagementId);
  const [sendings, { messages, events }] = await Promise.all([
    statementSendings(db, e.id),
    engagementMessages(db, e.id),
  ]);
  const index = new MessageIndex(messages, events);

  const mayResend = emailTrackerPolicy.resend(actor, e);
  const mayResendStatement = emailTrackerPolicy.resendStatement(actor, e);
  const roots = messages.filter((m) => !isStatementTemplate(m.templateKey) && !index.get(m.resendOfId));
  // The newest email of each template about the same record is the latest of its kind.
  const newest = new Map<string, string>();
  for (const m of roots) newest.set(`${m.templateKey}:${m.entityType}:${m.entityId}`, m.id);

  const notifications: TNotification[] = [
    ...sendings.map((g, i) => statementNotification(index, g, i === 0, mayResendStatement)),
    ...roots.map((m) =>
      emailNotification(index, m, newest.get(`${m.templateKey}:${m.entityType}:${m.entityId}`) === m.id, mayResend),
    ),
  ];
  notifications.sort((a, b) => b.dateCreated.localeCompare(a.dateCreated) || b.id.localeCompare(a.id));
  return { data: notifications, abilities: emailTrackerAbilities(actor, e) };
}

/** GET email-changelogs?engagementId=: the addresses corrected on the engagement's emails, newest first. */
export async function getEmailChangelogs(db: DbOrTx, actor: Actor, engagementId: string): Promise<TEmailChangelogList> {
  const e = await trackedEngagement(db, actor, engagementId);
  const rows = await changelogsOf(db, e.id);
  return {
    data: rows.map((r) => ({
      id: r.id,
      emailMessageId: r.emailMessageId,
      subject: r.subject,
      oldEmail: r.oldEmail,
      newEmail: r.newEmail,
      changedBy:
        r.changedById && r.firstName !== null
          ? { id: r.changedById, name: `${r.firstName} ${r.lastName ?? ''}`.trim() }
          : null,
      dateCreated: r.createdAt.toISOString(),
    })),
  };
}
