import { CSV_IMPORT_LIMITS, type TCsvEngagementRow } from '@statera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { timeSlice } from '../../lib/time-slice.ts';
import { insertAgencies, type NewAgency } from '../agencies/agency-batch.ts';
import {
  insertEntitiesAndIndividuals,
  type NewEntity,
  type NewIndividual,
} from '../engaged-entities/engaged-entity-batch.ts';
import { APPLY_CHUNK, applyEngagements, type EngagementPlan } from '../engagements/apply-engagements.ts';
import type { SeatRef } from '../engagements/engagement-rules.ts';
import { applyInvitees } from '../invitations/invitation-batch.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { importDigestEmail } from '../mail/templates/import-digest.ts';
import { type EngagementCheckState, type EngagementRow, entityNameOf } from './engagement-import-check.ts';
import type { ImportContext, ImportResult } from './importer.ts';

const lower = (s: string) => s.toLowerCase();

/**
 * The writes of an engagements import whose rows all passed (engagement-import-check.ts), in the
 * import's one transaction: new agencies, entities, individuals and invited people first, then the
 * engagements with their first assessments (apply-engagements.ts, the single create's apply step),
 * then one digest email per person — never one per row.
 */
export async function applyEngagementRows(
  tx: Tx,
  ctx: ImportContext,
  rows: EngagementRow[],
  state: EngagementCheckState,
): Promise<ImportResult> {
  const company = ctx.company!;
  const list = rows.map((row) => [row, row.parsed as TCsvEngagementRow] as const);
  const agencyIds = await newAgencies(tx, ctx, list, state);
  const { entityOf, individualOf } = await newEntitiesAndIndividuals(tx, ctx, list, state);
  const invitedIds = await invitePeople(tx, ctx, list, state);
  const seatId = (ref: SeatRef) => ('id' in ref ? ref.id : invitedIds.get(ref.invite)!);

  const ids: string[] = [];
  const seatCounts = new Map<string, { specialist: number; approver: number }>();
  for (let i = 0; i < list.length; i += APPLY_CHUNK) {
    const chunk = list.slice(i, i + APPLY_CHUNK);
    const plans: EngagementPlan[] = chunk.map(([row, r]) => {
      const seats = state.seats.get(row)!;
      const answererId = seatId(seats.specialist);
      const approverId = seatId(seats.approver);
      for (const [id, seat] of [
        [answererId, 'specialist'],
        [approverId, 'approver'],
      ] as const) {
        const c = seatCounts.get(id) ?? { specialist: 0, approver: 0 };
        c[seat]++;
        seatCounts.set(id, c);
      }
      return {
        companyId: company.id,
        departmentId: r.department ? state.departments.get(lower(r.department))! : null,
        agencyId: state.fixedAgency?.id ?? (r.agencyName ? agencyIds.get(lower(r.agencyName))! : null),
        engagedEntityId: entityOf(r),
        engagedIndividualId: individualOf(r),
        engagedIndividualRole: r.engagedIndividualRole || null,
        answererId,
        approverId,
        type: 'normal',
        preliminary: false,
        contractStart: r.contractStart,
        contractEnd: r.contractEnd,
        contractValue: r.contractValue,
        serviceProvided: r.serviceProvided,
        yourReference: r.yourReference || null,
        duplicatedFromId: null,
        importId: ctx.importId,
        audit: { ...r, importId: ctx.importId, line: row.line },
      };
    });
    const created = await applyEngagements(tx, ctx.actor, plans);
    for (const c of created) ids.push(c.engagementId);
    // Written: the rows' values are released as the import goes, not all at its end.
    for (const [row] of chunk) {
      state.seats.delete(row);
      row.parsed = null;
    }
    list.fill(RELEASED, i, i + APPLY_CHUNK);
    await ctx.progress(ids.length);
  }
  await sendDigests(tx, ctx, seatCounts);
  return { created: ids.length, invited: invitedIds.size, ids: ids.slice(0, 100) };
}

type Listed = readonly (readonly [EngagementRow, TCsvEngagementRow])[];
const RELEASED = [null, null] as unknown as readonly [EngagementRow, TCsvEngagementRow];

/** The agencies the file names that the group does not have yet (their first row's number and person). */
async function newAgencies(tx: Tx, ctx: ImportContext, list: Listed, state: EngagementCheckState) {
  const ids = new Map([...state.agencies].map(([name, a]) => [name, a.id]));
  if (state.fixedAgency) return ids;
  const fresh = new Map<string, NewAgency>();
  for (const [, r] of list) {
    if (!r.agencyName || ids.has(lower(r.agencyName))) continue;
    const a = fresh.get(lower(r.agencyName)) ?? { name: r.agencyName, number: null, email: null, contactName: null };
    a.number ??= r.agencyNumber || null;
    a.email ??= r.agencyEmail || null;
    a.contactName ??= r.agencyContactName || null;
    fresh.set(lower(r.agencyName), a);
  }
  const made = await insertAgencies(tx, ctx.actor, ctx.company!.rootId, [...fresh.values()]);
  [...fresh.keys()].forEach((name, i) => {
    ids.set(name, made[i]!);
  });
  return ids;
}

/** New entities (by name) and individuals (by entity and name), written in multi-row inserts. */
async function newEntitiesAndIndividuals(tx: Tx, ctx: ImportContext, list: Listed, state: EngagementCheckState) {
  const entities: NewEntity[] = [];
  const entityIndex = new Map<string, number>();
  const individuals: NewIndividual[] = [];
  const individualIndex = new Map<string, number>();
  const entityKey = (r: TCsvEngagementRow) => lower(entityNameOf(r));
  const slice = timeSlice();
  for (const [, r] of list) {
    if (slice.due()) await slice.turn();
    const key = entityKey(r);
    const existing = state.entities.get(key);
    if (!existing && !entityIndex.has(key)) {
      entityIndex.set(key, entities.length);
      entities.push({ name: entityNameOf(r), number: r.companyNumber || null, type: r.type });
    }
    const entityRef: string | number = existing?.id ?? entityIndex.get(key)!;
    const personKey = `${key}|${lower(r.engagedIndividualName)}`;
    const known = existing && state.individuals.get(existing.id)?.get(lower(r.engagedIndividualName));
    if (!known && !individualIndex.has(personKey)) {
      individualIndex.set(personKey, individuals.length);
      individuals.push({ entity: entityRef, name: r.engagedIndividualName, email: r.engagedIndividualEmail || null });
    }
  }
  const made = await insertEntitiesAndIndividuals(tx, ctx.actor, ctx.company!.rootId, entities, individuals);
  const entityOf = (r: TCsvEngagementRow) =>
    state.entities.get(entityKey(r))?.id ?? made.entityIds[entityIndex.get(entityKey(r))!]!;
  const individualOf = (r: TCsvEngagementRow) => {
    const existing = state.entities.get(entityKey(r));
    const known = existing && state.individuals.get(existing.id)?.get(lower(r.engagedIndividualName));
    return known || made.individualIds[individualIndex.get(`${entityKey(r)}|${lower(r.engagedIndividualName)}`)!]!;
  };
  return { entityOf, individualOf };
}

/** People the file names who are not users yet (the `invite` option): invited with their seat's role. */
async function invitePeople(tx: Tx, ctx: ImportContext, list: Listed, state: EngagementCheckState) {
  const roles = new Map<string, 'specialist' | 'approver'>();
  for (const [row] of list) {
    const seats = state.seats.get(row)!;
    for (const ref of [seats.specialist, seats.approver]) if ('invite' in ref) roles.set(ref.invite, ref.role);
  }
  const ids = new Map<string, string>();
  if (roles.size === 0) return ids;
  const { users: made } = await applyInvitees(
    tx,
    ctx.actor,
    {
      people: [...roles].map(([email, role]) => ({ email, role })),
      companyId: ctx.company!.id,
      companyName: ctx.company!.name,
      awaiting: false,
      publicUrl: ctx.publicUrl,
      throttle: { start: ctx.now, perMinute: CSV_IMPORT_LIMITS.invitationsPerMinute },
    },
    { free: [...roles.keys()], archived: new Map(), used: [] },
  );
  for (const u of made) ids.set(lower(u.email), u.id);
  return ids;
}

/** One email per active person with a seat: how many new engagements, and a link to them. */
async function sendDigests(tx: Tx, ctx: ImportContext, counts: Map<string, { specialist: number; approver: number }>) {
  if (counts.size === 0) return;
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(inArray(users.id, [...counts.keys()]), eq(users.status, 'active')));
  const link = `${ctx.publicUrl.replace(/\/+$/, '')}/engagements?importId=${ctx.importId}`;
  for (const person of people) {
    const c = counts.get(person.id)!;
    await enqueueEmail(tx, {
      to: person.email,
      content: importDigestEmail({ firstName: person.firstName, companyName: ctx.company!.name, ...c, link }),
      entityType: 'user',
      entityId: person.id,
    });
  }
}
