import { and, eq, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { appealArrivedEmail } from '../mail/templates/appeal.ts';
import { findAppealUnscoped, peopleByIds } from './appeal.repository.ts';
import { displayDay, enqueueAppealEmail, factsOf, managerAppealLink } from './appeal-mails.ts';

/**
 * Tells the client admins of the appeal's group that a worker's disagreement arrived (the worker
 * started the appeal through the link, or a manager recorded one received by letter or phone): the
 * 45 days run from now, and past them the client is liable as the fee-payer, so the group's admin
 * must know even when the appeal managers are others. In the caller's transaction (the outbox);
 * answers how many were told.
 */
export async function tellClientAdminsOfAppeal(
  tx: DbOrTx,
  appealId: string,
  /** The person who recorded it: they know already. */
  exceptUserId: string | null = null,
): Promise<number> {
  const row = await findAppealUnscoped(tx, appealId);
  if (!row) return 0;
  const admins = await tx
    .select({ email: users.email, firstName: users.firstName })
    .from(users)
    .where(
      and(
        eq(users.companyId, row.rootCompanyId),
        eq(users.role, 'client_admin'),
        eq(users.status, 'active'),
        exceptUserId ? ne(users.id, exceptUserId) : undefined,
      ),
    );
  const [manager] = await peopleByIds(tx, row.appeal.appealManagerId ? [row.appeal.appealManagerId] : []);
  const deadline = row.appeal.statutoryDeadline ? displayDay(row.appeal.statutoryDeadline) : null;
  for (const admin of admins) {
    await enqueueAppealEmail(
      tx,
      appealId,
      admin.email,
      appealArrivedEmail({
        ...factsOf(row),
        firstName: admin.firstName,
        link: managerAppealLink(appealId),
        deadline,
        managerName: manager ? `${manager.firstName} ${manager.lastName}`.trim() : null,
      }),
    );
  }
  return admins.length;
}
