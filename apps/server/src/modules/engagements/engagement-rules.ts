import { contractDateErrors, ERROR_KEYS, SEAT_ROLES, type TUserRole, type TUserStatus } from '@statera/shared';
import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { departments, users } from '../../db/schema/index.ts';

/**
 * The validate step of logging an engagement, shared by the single create (POST engagements) and
 * the import (modules/csv-import): the same rules for one row or 50,000. The references a batch
 * names are loaded once (`loadSeatPeople`, `loadDepartments`), then each row is checked in memory
 * (`engagementRowErrors`); the apply step is `apply-engagements.ts`.
 */
export type FieldErrors = Record<string, string[]>;
export type Seat = 'specialist' | 'approver';

export interface SeatPerson {
  id: string;
  email: string;
  role: TUserRole;
  status: TUserStatus;
  companyId: string | null;
}

/** Everyone (not deleted) with one of the addresses, by address (lower case). */
export async function loadSeatPeople(db: DbOrTx, emails: Iterable<string>): Promise<Map<string, SeatPerson>> {
  const list = [...new Set([...emails].map((e) => e.toLowerCase()))];
  const out = new Map<string, SeatPerson>();
  for (let i = 0; i < list.length; i += 5_000) {
    const rows = await db
      .select({ id: users.id, email: users.email, role: users.role, status: users.status, companyId: users.companyId })
      .from(users)
      .where(and(inArray(users.email, list.slice(i, i + 5_000)), isNull(users.deletedAt)));
    for (const r of rows) out.set(r.email.toLowerCase(), r);
  }
  return out;
}

/** The company's live departments by id and by name (lower case). */
export async function loadDepartments(db: DbOrTx, companyId: string) {
  const rows = await db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(sql`${departments.companyId} = ${companyId}`, isNull(departments.deletedAt)));
  return { byId: new Set(rows.map((r) => r.id)), byName: new Map(rows.map((r) => [r.name.toLowerCase(), r.id])) };
}

/** What the seat rules know about a batch: its people, the group, and whom the batch will invite. */
export interface SeatContext {
  people: Map<string, SeatPerson>;
  groupIds: ReadonlySet<string>;
  /** Unknown addresses become invited people of the company (the import's `invite` option). */
  invite: boolean;
  /** Each address's seat answer, computed once (50,000 rows name a few people). */
  memo?: Map<string, { ref: SeatRef | null; error?: string }>;
}

/** A seat resolved: an existing person, or an address the batch invites with the seat's role. */
export type SeatRef = { id: string; role: TUserRole } | { invite: string; role: Seat };

/**
 * Spec §5/§8 seats: each is a person of the group holding a seat role (a client admin may hold
 * both), active or invited; an archived one asks for a new person's email; an unknown address is
 * invited when the batch invites, else refused like a person outside the group.
 */
export function seatOf(ctx: SeatContext, email: string, seat: Seat): { ref: SeatRef | null; error?: string } {
  const key = `${seat}:${email.toLowerCase()}`;
  const known = ctx.memo?.get(key);
  if (known) return known;
  const answer = seatAnswer(ctx, email, seat);
  ctx.memo?.set(key, answer);
  return answer;
}

function seatAnswer(ctx: SeatContext, email: string, seat: Seat): { ref: SeatRef | null; error?: string } {
  const person = ctx.people.get(email.toLowerCase());
  if (!person)
    return ctx.invite
      ? { ref: { invite: email.toLowerCase(), role: seat } }
      : { ref: null, error: ERROR_KEYS.notApproverOrSpecialist };
  const inGroup = person.companyId !== null && ctx.groupIds.has(person.companyId);
  if (inGroup && person.status === 'archived') return { ref: null, error: ERROR_KEYS.archivedUserEmail };
  if (!inGroup || !(SEAT_ROLES[seat] as readonly string[]).includes(person.role)) {
    return { ref: null, error: ERROR_KEYS.notApproverOrSpecialist };
  }
  return { ref: { id: person.id, role: person.role } };
}

export interface EngagementDraft {
  contractStart: string;
  contractEnd: string;
  specialistEmail: string;
  approverEmail: string;
}

/**
 * The rules every new engagement passes whatever it came from: contract dates (start before end,
 * end not before today and after the first due date) and the two seats. Answers the field errors
 * and the resolved seats.
 */
export function engagementRowErrors(draft: EngagementDraft, ctx: SeatContext, today: string) {
  const errors: FieldErrors = { ...contractDateErrors(draft, today) };
  const specialist = seatOf(ctx, draft.specialistEmail, 'specialist');
  const approver = seatOf(ctx, draft.approverEmail, 'approver');
  if (specialist.error) errors.specialistEmail = [specialist.error];
  if (approver.error) errors.approverEmail = [approver.error];
  const s = specialist.ref;
  const a = approver.ref;
  if (s && a) {
    const same = 'id' in s && 'id' in a ? s.id === a.id : 'invite' in s && 'invite' in a && s.invite === a.invite;
    // Only a client admin may sit in both seats; a person the batch invites gets one role.
    if (same && !('id' in s && s.role === 'client_admin')) {
      errors.approverEmail = ['errors.approverMustDifferFromSpecialist'];
    }
  }
  return { errors, specialist: s, approver: a };
}

/** Today in UTC as YYYY-MM-DD (the dates' calendar). */
export const todayIso = (now = new Date()) => now.toISOString().slice(0, 10);
