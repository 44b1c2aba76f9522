import {
  FAILED_EMAIL_EVENTS,
  HOUR_MS,
  LIMITS,
  sortEmailEvents,
  type TEmailEvent,
  type TEmailEventView,
  type TNotification,
  type TNotificationRecipient,
  type TNotificationRecipientStatus,
} from '@statera/shared';
import type { StatementSending, TrackedMessage } from './email-tracker.repository.ts';

/** Statement (SDS) emails: shown through their sending, never as loose emails. */
export const isStatementTemplate = (templateKey: string) => templateKey.startsWith('contractor_report.');

export interface StoredEvent {
  emailMessageId: string;
  name: TEmailEvent;
  occurredAt: Date;
}

/** Events newest first, ties in the fixed order of @statera/shared (spec §4). */
export function sortedEvents(events: readonly { name: TEmailEvent; occurredAt: Date }[]): TEmailEventView[] {
  return sortEmailEvents(events.map((e) => ({ event: e.name, date: e.occurredAt.toISOString() }))).map((e) => ({
    name: e.event,
    occurredAt: e.date,
  }));
}

/** What the tracker knows of the engagement's messages: rows by id, their events, their re-sends. */
export class MessageIndex {
  private readonly byId = new Map<string, TrackedMessage>();
  private readonly events = new Map<string, StoredEvent[]>();
  private readonly resends = new Map<string, TrackedMessage[]>();

  constructor(messages: readonly TrackedMessage[], events: readonly StoredEvent[]) {
    for (const m of messages) this.byId.set(m.id, m);
    for (const m of messages) {
      if (m.resendOfId && this.byId.has(m.resendOfId)) {
        this.resends.set(m.resendOfId, [...(this.resends.get(m.resendOfId) ?? []), m]);
      }
    }
    for (const e of events) this.events.set(e.emailMessageId, [...(this.events.get(e.emailMessageId) ?? []), e]);
  }

  get(id: string | null) {
    return id ? (this.byId.get(id) ?? null) : null;
  }

  /**
   * A message's events; one sent before events were recorded (sent, none stored) shows `old_sent`
   * at its sending time: all that is known of it.
   */
  eventsOf(m: TrackedMessage): { name: TEmailEvent; occurredAt: Date }[] {
    const stored = this.events.get(m.id) ?? [];
    if (stored.length === 0 && m.status === 'sent') return [{ name: 'old_sent', occurredAt: m.sentAt ?? m.createdAt }];
    return stored;
  }

  /** The message and those it re-sends, oldest first (the chain up to the first sending). */
  ancestry(m: TrackedMessage): TrackedMessage[] {
    const chain = [m];
    for (let p = this.get(m.resendOfId); p && !chain.includes(p); p = this.get(p.resendOfId)) chain.unshift(p);
    return chain;
  }

  /** The newest re-send of a message's chain (itself when it was never sent again). */
  latestOf(m: TrackedMessage): TrackedMessage {
    let current = m;
    for (;;) {
      const next = (this.resends.get(current.id) ?? []).at(-1);
      if (!next) return current;
      current = next;
    }
  }

  wasResent(m: TrackedMessage) {
    return (this.resends.get(m.id) ?? []).length > 0;
  }

  /** Blocked, bounced or dropped (its newest event), or given up before events were recorded. */
  failed(m: TrackedMessage): boolean {
    const newest = sortedEvents(this.eventsOf(m))[0];
    if (!newest) return m.status === 'failed';
    return FAILED_EMAIL_EVENTS.includes(newest.name);
  }

  chainEvents(m: TrackedMessage) {
    return sortedEvents(this.ancestry(m).flatMap((x) => this.eventsOf(x)));
  }
}

const iso = (d: Date | null | undefined) => d?.toISOString() ?? null;

function statusOf(index: MessageIndex, m: TrackedMessage): TNotificationRecipientStatus {
  return index.failed(m) ? 'failed' : m.status;
}

/** The deferred message's next attempt and the end of its 72-hour window (spec §8, §9). */
function retryFacts(m: TrackedMessage) {
  if (m.status !== 'deferred') return { nextAttemptAt: null, retryUntil: null };
  return {
    nextAttemptAt: iso(m.nextAttemptAt),
    retryUntil: new Date(m.createdAt.getTime() + LIMITS.deferredEmailRetryHours * HOUR_MS).toISOString(),
  };
}

/** Whether "edit address and resend" applies: failed, not sent again yet. */
export const resendable = (index: MessageIndex, m: TrackedMessage) => index.failed(m) && !index.wasResent(m);

/** One loose email (a chain of re-sends counts once: its first sending, as its newest copy). */
export function emailNotification(
  index: MessageIndex,
  root: TrackedMessage,
  latest: boolean,
  mayResend: boolean,
): TNotification {
  const last = index.latestOf(root);
  const events = index.chainEvents(last);
  const recipient: TNotificationRecipient = {
    id: last.id,
    emailMessageId: last.id,
    dateCreated: last.createdAt.toISOString(),
    delayedUntil: null,
    email: last.to,
    status: statusOf(index, last),
    events,
    ...retryFacts(last),
    abilities: { resend: mayResend && resendable(index, last) },
  };
  return {
    id: root.id,
    kind: 'email',
    subject: last.subject,
    events,
    isLatestNotification: latest,
    isEmailNotificationItem: true,
    content: last.text,
    delayedUntil: null,
    dateCreated: root.createdAt.toISOString(),
    assessmentReportId: null,
    reportDateCreated: null,
    reportVersion: null,
    recipients: [recipient],
  };
}

const WORST_FIRST: TNotificationRecipientStatus[] = ['failed', 'deferred', 'queued', 'sent'];

/**
 * One statement sending: each recipient's events are those of its link email and the link emails
 * it re-sends; its status is the worse of the link and the code email (both go to one address).
 */
export function statementNotification(
  index: MessageIndex,
  g: StatementSending,
  latest: boolean,
  mayResend: boolean,
): TNotification {
  const recipients = g.recipients.map((r): TNotificationRecipient => {
    const link = index.get(r.linkMessageId);
    const code = index.get(r.codeMessageId);
    const statuses = [link, code].filter((m) => m !== null).map((m) => statusOf(index, m));
    const status = link ? (WORST_FIRST.find((s) => statuses.includes(s)) ?? 'queued') : 'held';
    const failedOne = [link, code].find((m) => m && resendable(index, m));
    return {
      id: r.id,
      emailMessageId: (failedOne ?? link)?.id ?? null,
      dateCreated: r.createdAt.toISOString(),
      delayedUntil: link ? null : iso(r.delayedUntil),
      email: r.email,
      status,
      events: link ? index.chainEvents(link) : [],
      ...(link ? retryFacts(link) : { nextAttemptAt: null, retryUntil: null }),
      abilities: { resend: mayResend && !!failedOne },
    };
  });
  const subject = recipients.map((r) => index.get(r.emailMessageId)?.subject).find(Boolean) ?? '';
  return {
    id: g.id,
    kind: 'contractor_report',
    subject,
    events: sortedEvents(
      recipients.flatMap((r) => r.events.map((e) => ({ name: e.name, occurredAt: new Date(e.occurredAt) }))),
    ),
    isLatestNotification: latest,
    isEmailNotificationItem: false,
    content: null,
    delayedUntil: recipients.map((r) => r.delayedUntil).find((d) => d !== null) ?? null,
    dateCreated: g.createdAt.toISOString(),
    assessmentReportId: g.assessmentReportId,
    reportDateCreated: iso(g.reportCreatedAt),
    reportVersion: g.reportVersion,
    recipients,
  };
}
