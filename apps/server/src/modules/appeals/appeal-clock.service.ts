import {
  appealDeadline,
  appealEvidenceDue,
  appealUrgency,
  daysLeft as daysLeftOf,
  londonToday,
  type TAppealClock,
  type TAppealStatus,
} from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { appeals } from '../../db/schema/index.ts';

/**
 * Starts the statutory clock of an appeal: the day the client received the worker's first
 * representations and that day + 45 calendar days. Called by every start (the worker's link start in
 * modules/appeal-contractor and a manager's record of a letter, call or email); a clock already
 * running is kept (the 45 days run from the FIRST representations) and the reminders start afresh
 * only with a new clock.
 */
export async function startAppealClock(tx: DbOrTx, appealId: string, receivedOn: string): Promise<void> {
  const [row] = await tx
    .select({ receivedOn: appeals.representationsReceivedOn })
    .from(appeals)
    .where(eq(appeals.id, appealId));
  if (!row || row.receivedOn) return;
  await tx
    .update(appeals)
    .set({
      representationsReceivedOn: receivedOn,
      statutoryDeadline: appealDeadline(receivedOn),
      remindersSent: [],
      updatedAt: new Date(),
    })
    .where(eq(appeals.id, appealId));
}

/** Statuses in which the 45 days run (an outcome is still owed). */
const RUNNING: readonly TAppealStatus[] = ['started', 'am_processing', 'contractor_processing', 'reopened'];

/** Whether the clock of an appeal in `status` still runs (no outcome given yet). */
export const clockRuns = (status: TAppealStatus) => RUNNING.includes(status);

/** The clock as the API shows it on `today` (UK date): days left, urgency bucket, overdue. */
export function presentClock(
  a: { status: TAppealStatus; representationsReceivedOn: string | null; statutoryDeadline: string | null },
  today: string = londonToday(),
): TAppealClock {
  const receivedOn = a.representationsReceivedOn;
  const deadline = a.statutoryDeadline;
  const running = Boolean(deadline) && clockRuns(a.status);
  const daysLeft = running ? daysLeftOf(deadline!, today) : null;
  return {
    representationsReceivedOn: receivedOn,
    statutoryDeadline: deadline,
    evidenceDueOn: receivedOn ? appealEvidenceDue(receivedOn) : null,
    daysLeft,
    urgency: daysLeft === null ? null : appealUrgency(daysLeft),
    overdue: daysLeft !== null && daysLeft < 0,
  };
}

/**
 * A reopened appeal gets a clock of its own from the day it is reopened (docs/decisions/appeals.md):
 * an outcome was already given within the first 45 days, and the reopened question is answered
 * within 45 days of being reopened. Reminders start afresh.
 */
export async function restartAppealClock(tx: DbOrTx, appealId: string, on: string): Promise<void> {
  await tx
    .update(appeals)
    .set({ representationsReceivedOn: on, statutoryDeadline: appealDeadline(on), remindersSent: [] })
    .where(eq(appeals.id, appealId));
}
