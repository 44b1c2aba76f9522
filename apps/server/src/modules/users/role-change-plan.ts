import { ERROR_KEYS, SEAT_ROLES, type TUserRole, USER_TRANSITIONS } from '@statera/shared';
import { eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { conflict } from '../../lib/app-error.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { revokeApiKeys } from '../api-keys/api-key.service.ts';
import { recordAudit } from '../audit/audit.service.ts';
import {
  doubleSeatHolders,
  moveSeats,
  revokeSessions,
  type SeatKind,
  seatCounts,
  type UserRow,
} from './user.repository.ts';

/** One person's part in a role change: the new role, whether they are archived, who takes their seats. */
export interface RoleChange {
  user: UserRow;
  role: TUserRole;
  archive?: boolean;
  /** Hand over every seat (a swap), not only those the new role cannot hold. */
  swapAll?: boolean;
  /** Who may take seats this person can no longer hold, in order of preference. */
  receivers: (UserRow | null | undefined)[];
}

const SEAT_KINDS: SeatKind[] = ['answerer', 'approver'];
const canHold = (role: TUserRole, kind: SeatKind) =>
  (SEAT_ROLES[kind === 'answerer' ? 'specialist' : 'approver'] as readonly string[]).includes(role);

export const swapRequired = () =>
  conflict(ERROR_KEYS.swapRequired, 'This person holds seats the new role cannot hold: name who takes them over.', {
    emailToSwap: [ERROR_KEYS.swapRequired],
  });

/**
 * Applies a set of role changes inside the caller's transaction: seats a person can no longer hold
 * (or every seat, for a swap) pass to the first receiver whose new role may hold them; archived
 * people lose their sessions and API keys; nobody but a client admin ends up in both seats of one
 * engagement. Audit events are recorded for every person and every engagement whose seats moved.
 */
export async function applyRoleChanges(tx: Tx, actor: Actor, changes: RoleChange[], reason: string): Promise<void> {
  const byId = new Map(changes.map((c) => [c.user.id, c]));
  const finalRole = (u: UserRow) => byId.get(u.id)?.role ?? u.role;
  const activeAfter = (u: UserRow) => u.status === 'active' && !byId.get(u.id)?.archive;
  const seats = await seatCounts(
    tx,
    changes.map((c) => c.user.id),
  );
  const receivers = new Map<string, UserRow>();
  const moved: { engagementId: string; kind: SeatKind; from: string; to: string }[] = [];

  for (const change of changes) {
    const held = seats.get(change.user.id)!;
    for (const kind of SEAT_KINDS) {
      if (held[kind] === 0) continue;
      const keeps = !change.archive && !change.swapAll && canHold(change.role, kind);
      if (keeps) continue;
      const to = change.receivers.find(
        (r): r is UserRow => !!r && r.id !== change.user.id && activeAfter(r) && canHold(finalRole(r), kind),
      );
      if (!to) throw swapRequired();
      for (const engagementId of await moveSeats(tx, kind, change.user.id, to.id)) {
        moved.push({ engagementId, kind, from: change.user.id, to: to.id });
      }
      receivers.set(to.id, to);
    }
  }

  for (const change of changes) {
    const u = change.user;
    const after: Partial<typeof users.$inferInsert> = {};
    if (change.role !== u.role) after.role = change.role;
    if (change.archive) {
      assertTransition(USER_TRANSITIONS, 'user', u.status, 'archive', 'archived');
      Object.assign(after, { status: 'archived', archivedAt: new Date(), statusBeforeArchive: u.status });
    }
    if (Object.keys(after).length === 0) continue;
    await tx.update(users).set(after).where(eq(users.id, u.id));
    if (change.archive) {
      await revokeSessions(tx, u.id);
      await revokeApiKeys(tx, u.id);
    }
    await recordAudit(tx, {
      actorId: actor.id,
      action: change.archive ? 'user.archived' : 'user.role_changed',
      entityType: 'user',
      entityId: u.id,
      companyId: u.companyId,
      before: { role: u.role, status: u.status },
      after: { role: change.role, status: change.archive ? 'archived' : u.status, reason },
    });
  }

  const doubled = await doubleSeatHolders(tx, [...receivers.keys()]);
  if (doubled.some((id) => finalRole(receivers.get(id)!) !== 'client_admin')) {
    throw conflict(ERROR_KEYS.seatConflict, 'Only a client admin may be specialist and approver on one engagement.', {
      emailToSwap: [ERROR_KEYS.seatConflict],
    });
  }

  for (const m of moved) {
    const field = m.kind === 'answerer' ? 'answererId' : 'approverId';
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'engagement.seat_changed',
      entityType: 'engagement',
      entityId: m.engagementId,
      before: { [field]: m.from },
      after: { [field]: m.to, reason },
    });
  }
}
