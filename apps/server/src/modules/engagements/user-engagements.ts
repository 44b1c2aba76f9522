import {
  ERROR_KEYS,
  type TEngagementPage,
  type TEngagementSeat,
  type TSwapUserEngagements,
  type TUserEngagementsQuery,
} from '@statera/shared';
import { and, eq, inArray, isNull, ne, type SQL, sql } from 'drizzle-orm';
import { type Actor, managesGroup } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { engagementScope } from '../../authz/scopes.ts';
import { groupCompanyIds } from '../../authz/tenancy.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { engagements } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { swapOpenAssessmentSeats } from '../assessments/engagement-assessments.ts';
import { recordAudits } from '../audit/audit.service.ts';
import { visibleUser } from '../users/user.service.ts';
import { seatHolder } from './create-engagement.ts';
import { engagementPage, loadEngagementList } from './engagement.service.ts';

const seatColumn = (seat: TEngagementSeat) => (seat === 'specialist' ? engagements.answererId : engagements.approverId);

/**
 * GET users/{id}/engagements (statuses, types, role): the engagements where the user is specialist
 * or approver, as far as the actor sees them (their own, or those of companies they manage).
 */
export async function listUserEngagements(
  db: Db,
  actor: Actor,
  userId: string,
  q: TUserEngagementsQuery,
): Promise<TEngagementPage> {
  const { company } = await visibleUser(db, actor, userId);
  // Read seat by seat, each an index range of its own (read by the actor's parts, a group's client
  // admin counted each of six companies for the person's rows). Seats lie in the person's own group
  // (`seatHolder`): the actor's reach is a condition on them only when it does not hold that group.
  const root = company ? (company.parentId ?? company.id) : null;
  const extra = root && managesGroup(actor, root) ? [] : [engagementScope(actor)];
  if (q.openOnly) extra.push(ne(engagements.status, 'archived'));
  const seats = q.role ? [seatColumn(q.role)] : [engagements.answererId, engagements.approverId];
  const within = seats.map((column) => ({ where: eq(column, userId) }));
  return engagementPage(await loadEngagementList(db, actor, q, extra, within), q);
}

/** Companies the actor manages, as a condition on engagements. */
const managedByActor = (actor: Actor): SQL =>
  actor.managedCompanyIds === 'all'
    ? sql`true`
    : actor.managedCompanyIds.length === 0
      ? sql`false`
      : inArray(engagements.companyId, actor.managedCompanyIds);

/**
 * PUT users/{id}/engagements?role=specialist|approver {emailToSwap}: the swap-role modal. Every
 * engagement not archived where the user holds the seat, in the companies the actor manages, passes
 * the seat to the person with that email (an active specialist or approver of the group), with the
 * seat on their open assessments; `engagementIds` narrows it to some of them. One transaction; one audit event per engagement and assessment.
 */
export async function swapUserEngagements(
  db: Db,
  actor: Actor,
  userId: string,
  role: TEngagementSeat,
  input: TSwapUserEngagements,
): Promise<{ swapped: number }> {
  return db.transaction(async (tx) => {
    const { user, company } = await visibleUser(tx, actor, userId, true);
    authorize(actor, 'engagement.swapSeats', user);
    const groupIds = company ? await groupCompanyIds(tx, company.rootId) : [];
    const next = await seatHolder(tx, input.emailToSwap, groupIds, role);
    if (!next || next.id === user.id) {
      throw new AppError(400, ERROR_KEYS.validation, 'Give the email of another specialist or approver of the group.', {
        emailToSwap: [ERROR_KEYS.notApproverOrSpecialist],
      });
    }
    const moved = await seatedEngagements(tx, actor, user.id, role, input.engagementIds);
    const other = role === 'specialist' ? 'approverId' : 'answererId';
    if (next.role !== 'client_admin' && moved.some((e) => e[other] === next.id)) {
      throw new AppError(400, ERROR_KEYS.validation, 'Only a client admin may hold both seats of an engagement.', {
        emailToSwap: [ERROR_KEYS.seatConflict],
      });
    }
    if (moved.length === 0) return { swapped: 0 };
    await tx
      .update(engagements)
      .set(
        role === 'specialist'
          ? { answererId: next.id, updatedAt: new Date() }
          : { approverId: next.id, updatedAt: new Date() },
      )
      .where(
        inArray(
          engagements.id,
          moved.map((e) => e.id),
        ),
      );
    await swapOpenAssessmentSeats(tx, actor.id, moved, role, user.id, next.id);
    await recordAudits(
      tx,
      moved.map((e) => ({
        actorId: actor.id,
        action: 'engagement.seat_changed' as const,
        entityType: 'engagement' as const,
        entityId: e.id,
        companyId: e.companyId,
        before: { [role]: user.id },
        after: { [role]: next.id },
      })),
    );
    return { swapped: moved.length };
  });
}

/** The open engagements where the user holds the seat, in reach of the actor (only `ids` when given: the others are left). */
async function seatedEngagements(tx: DbOrTx, actor: Actor, userId: string, role: TEngagementSeat, ids?: string[]) {
  return tx
    .select({
      id: engagements.id,
      companyId: engagements.companyId,
      answererId: engagements.answererId,
      approverId: engagements.approverId,
    })
    .from(engagements)
    .where(
      and(
        eq(seatColumn(role), userId),
        ne(engagements.status, 'archived'),
        isNull(engagements.deletedAt),
        managedByActor(actor),
        ids ? inArray(engagements.id, ids) : undefined,
      ),
    )
    .for('update');
}
