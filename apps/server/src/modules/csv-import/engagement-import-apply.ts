import { CSV_IMPORT_LIMITS, type TCsvEngagementRow } from '@statera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { timeSlice } from '../../lib/time-slice.ts';
import { insertAgencies } from '../agencies/agency-batch.ts';
import {
  insertEntitiesAndIndividuals,
  type NewEntity,
  type NewIndividual,
} from '../engaged-entities/engaged-entity-batch.ts';
import { applyEngagements, type EngagementPlan } from '../engagements/apply-engagements.ts';
import { engagementRowErrors, type SeatRef, todayIso } from '../engagements/engagement-rules.ts';
import { applyInvitees } from '../invitations/invitation-batch.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { importDigestEmail } from '../mail/templates/import-digest.ts';
import { type EngagementCheckState, type EngagementRow, entityNameOf } from './engagement-import-check.ts';
import type { ImportContext, WritePass } from './importer.ts';

const lower = (s: string) => s.toLowerCase();

/**
 * The writes of an engagements import whose rows all passed (engagement-import-check.ts), in the
 * import's one transaction, as the file is read a second time: the new agencies and invited people
 * first (the checks collected them), then a chunk at a time the chunk's new entities and individuals
 * and its engagements with their first assessments (apply-engagements.ts, the single create's apply
 * step), then one digest email per person — never one per row. Of the rows written only the new
 * entities' and individuals' ids are kept (a later row may name them again).
 */
export function engagementWrites(
  tx: Tx,
  ctx: ImportContext,
  state: EngagementCheckState,
): WritePass<TCsvEngagementRow> {
  const company = ctx.company!;
  const today = todayIso(ctx.now);
  let before: { agencyIds: Map<string, string>; invitedIds: Map<string, string> } | null = null;
  const entityIds = new Map<string, string>();
  const individualIds = new Map<string, string>();
  const seatCounts = new Map<string, { specialist: number; approver: number }>();
  const ids: string[] = [];
  const first = async () => {
    before ??= { agencyIds: await newAgencies(tx, ctx, state), invitedIds: await invitePeople(tx, ctx, state) };
    return before;
  };
  return {
    async write(rows) {
      const { agencyIds, invitedIds } = await first();
      const list = rows.map((row) => [row, row.parsed!] as const);
      const { entityOf, individualOf } = await newEntitiesAndIndividuals(
        tx,
        ctx,
        list,
        state,
        entityIds,
        individualIds,
      );
      const seatId = (ref: SeatRef | null) => {
        if (!ref) throw new Error('A seat that passed the checks did not resolve.');
        return 'id' in ref ? ref.id : invitedIds.get(ref.invite)!;
      };
      const plans: EngagementPlan[] = list.map(([row, r]) => {
        const seats = engagementRowErrors(r, state.seats, today);
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
      for (const [row] of list) row.parsed = null;
      const created = await applyEngagements(tx, ctx.actor, plans);
      for (const c of created) ids.push(c.engagementId);
      await ctx.progress(ids.length);
    },
    async end() {
      const { invitedIds } = await first();
      await sendDigests(tx, ctx, seatCounts);
      return { created: ids.length, invited: invitedIds.size, ids: ids.slice(0, 100) };
    },
  };
}

type Listed = readonly (readonly [EngagementRow, TCsvEngagementRow])[];

/** The agencies the file names that the group does not have yet (their first rows' number and person). */
async function newAgencies(tx: Tx, ctx: ImportContext, state: EngagementCheckState) {
  const ids = new Map([...state.agencies].map(([name, a]) => [name, a.id]));
  if (state.fixedAgency) return ids;
  const made = await insertAgencies(tx, ctx.actor, ctx.company!.rootId, [...state.newAgencies.values()]);
  [...state.newAgencies.keys()].forEach((name, i) => {
    ids.set(name, made[i]!);
  });
  return ids;
}

/**
 * A chunk's new entities (by name) and individuals (by entity and name), written in multi-row
 * inserts; `entityIds` and `individualIds` keep those of earlier chunks (a name's first row makes it).
 */
async function newEntitiesAndIndividuals(
  tx: Tx,
  ctx: ImportContext,
  list: Listed,
  state: EngagementCheckState,
  entityIds: Map<string, string>,
  individualIds: Map<string, string>,
) {
  const entities: NewEntity[] = [];
  const entityIndex = new Map<string, number>();
  const individuals: NewIndividual[] = [];
  const individualIndex = new Map<string, number>();
  const entityKey = (r: TCsvEngagementRow) => lower(entityNameOf(r));
  const personKey = (r: TCsvEngagementRow) => `${entityKey(r)}|${lower(r.engagedIndividualName)}`;
  const known = (r: TCsvEngagementRow) => {
    const existing = state.entities.get(entityKey(r));
    return existing && state.individuals.get(existing.id)?.get(lower(r.engagedIndividualName));
  };
  const slice = timeSlice();
  for (const [, r] of list) {
    if (slice.due()) await slice.turn();
    const key = entityKey(r);
    const existing = state.entities.get(key)?.id ?? entityIds.get(key);
    if (!existing && !entityIndex.has(key)) {
      entityIndex.set(key, entities.length);
      entities.push({ name: entityNameOf(r), number: r.companyNumber || null, type: r.type });
    }
    const person = personKey(r);
    if (!known(r) && !individualIds.has(person) && !individualIndex.has(person)) {
      individualIndex.set(person, individuals.length);
      individuals.push({
        entity: existing ?? entityIndex.get(key)!,
        name: r.engagedIndividualName,
        email: r.engagedIndividualEmail || null,
      });
    }
  }
  const made = await insertEntitiesAndIndividuals(tx, ctx.actor, ctx.company!.rootId, entities, individuals);
  for (const [key, i] of entityIndex) entityIds.set(key, made.entityIds[i]!);
  for (const [key, i] of individualIndex) individualIds.set(key, made.individualIds[i]!);
  const entityOf = (r: TCsvEngagementRow) => state.entities.get(entityKey(r))?.id ?? entityIds.get(entityKey(r))!;
  const individualOf = (r: TCsvEngagementRow) => known(r) || individualIds.get(personKey(r))!;
  return { entityOf, individualOf };
}

/** People the file names who are not users yet (the `invite` option): invited with their seat's role. */
async function invitePeople(tx: Tx, ctx: ImportContext, state: EngagementCheckState) {
  const ids = new Map<string, string>();
  if (state.invitees.size === 0) return ids;
  const { users: made } = await applyInvitees(
    tx,
    ctx.actor,
    {
      people: [...state.invitees].map(([email, role]) => ({ email, role })),
      companyId: ctx.company!.id,
      companyName: ctx.company!.name,
      awaiting: false,
      publicUrl: ctx.publicUrl,
      throttle: { start: ctx.now, perMinute: CSV_IMPORT_LIMITS.invitationsPerMinute },
    },
    { free: [...state.invitees.keys()], archived: new Map(), used: [] },
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
