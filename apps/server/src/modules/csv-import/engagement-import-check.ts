import { ERROR_KEYS, type TCsvEngagementRow } from '@statera/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { groupCompanyIds } from '../../authz/tenancy.ts';
import type { DbOrTx } from '../../db/client.ts';
import { engagements } from '../../db/schema/index.ts';
import { timeSlice } from '../../lib/time-slice.ts';
import { type GroupAgency, loadGroupAgencies } from '../agencies/agency-batch.ts';
import { type GroupEntity, loadGroupEntities, loadIndividuals } from '../engaged-entities/engaged-entity-batch.ts';
import {
  engagementRowErrors,
  loadDepartments,
  loadSeatPeople,
  type SeatContext,
  type SeatRef,
  todayIso,
} from '../engagements/engagement-rules.ts';
import type { ImportContext } from './importer.ts';
import { addError, addErrors, type CheckedRow, flagRepeats } from './row-check.ts';

/**
 * The checks of an engagements import that need the whole file and the database (spec §5, §8 CSV
 * row errors), after each row passed its schema. The seat and date rules are the single create's
 * (engagement-rules.ts); the rest is what only a file can get wrong: names for entities, agencies
 * and departments, repeats across rows.
 */
export type EngagementRow = CheckedRow<TCsvEngagementRow>;
type Pair = [EngagementRow, TCsvEngagementRow];

const lower = (s: string) => s.toLowerCase();
/** A sole trader is the individual: the entity takes the individual's name (spec §5). */
export const entityNameOf = (r: TCsvEngagementRow) =>
  r.type === 'sole_trader' ? r.engagedIndividualName : (r.companyName ?? '');
const entityField = (r: TCsvEngagementRow) => (r.type === 'sole_trader' ? 'engagedIndividualName' : 'companyName');

export interface EngagementCheckState {
  groupIds: string[];
  departments: Map<string, string>;
  entities: Map<string, GroupEntity>;
  individuals: Map<string, Map<string, string>>;
  agencies: Map<string, GroupAgency>;
  /** The agency every row goes to (the process call's agencyId), if any. */
  fixedAgency: GroupAgency | null;
  seats: Map<EngagementRow, { specialist: SeatRef; approver: SeatRef }>;
}

export async function checkEngagementRows(
  db: DbOrTx,
  ctx: ImportContext,
  rows: EngagementRow[],
): Promise<EngagementCheckState> {
  const company = ctx.company!;
  // 50,000 rows take a few hundred milliseconds here: other requests get their turns meanwhile
  // (between the steps over every row, and inside the long loops).
  const slice = timeSlice();
  // Each row with its values as its schema left them (an error found here clears `parsed`).
  const pairs: Pair[] = rows.flatMap((r) => (r.parsed ? [[r, r.parsed] as Pair] : []));
  const valid = pairs.map(([row]) => row);
  await slice.turn();
  const values = new Map(pairs);
  const parsed = (r: EngagementRow) => values.get(r)!;
  const groupIds = await groupCompanyIds(db, company.rootId);
  const people = await loadSeatPeople(
    db,
    valid.flatMap((r) => [parsed(r).specialistEmail, parsed(r).approverEmail]),
  );
  const departments = (await loadDepartments(db, company.id)).byName;
  await slice.turn();
  const entityList = await loadGroupEntities(
    db,
    company.rootId,
    [...new Set(valid.map((r) => lower(entityNameOf(parsed(r)))))],
    [...new Set(valid.map((r) => parsed(r).companyNumber).filter((n): n is string => !!n))].map(lower),
  );
  const entities = new Map(entityList.map((e) => [lower(e.name), e]));
  const entityByNumber = new Map(entityList.filter((e) => e.number).map((e) => [lower(e.number!), e]));
  const individuals = new Map<string, Map<string, string>>();
  for (const p of await loadIndividuals(
    db,
    entityList.map((e) => e.id),
  )) {
    if (!individuals.has(p.engagedEntityId)) individuals.set(p.engagedEntityId, new Map());
    individuals.get(p.engagedEntityId)!.set(lower(p.name), p.id);
  }
  await slice.turn();
  const agencyIdOption = ctx.options.agencyId ?? null;
  const agencyList = await loadGroupAgencies(
    db,
    company.rootId,
    [...new Set(valid.map((r) => parsed(r).agencyName).filter((n): n is string => !!n))].map(lower),
    [...new Set(valid.map((r) => parsed(r).agencyNumber).filter((n): n is string => !!n))].map(lower),
    agencyIdOption ? [agencyIdOption] : [],
  );
  const agencies = new Map(agencyList.map((a) => [lower(a.name), a]));
  const agencyByNumber = new Map(agencyList.filter((a) => a.number).map((a) => [lower(a.number!), a]));
  const fixedAgency = agencyIdOption ? (agencyList.find((a) => a.id === agencyIdOption) ?? null) : null;

  const seatCtx: SeatContext = {
    people,
    groupIds: new Set(groupIds),
    invite: ctx.options.invite ?? false,
    memo: new Map(),
  };
  const today = todayIso(ctx.now);
  const seats = new Map<EngagementRow, { specialist: SeatRef; approver: SeatRef }>();
  const invitedAs = new Map<string, Set<string>>();
  await slice.turn();
  for (const row of valid) {
    if (slice.due()) await slice.turn();
    const r = parsed(row);
    const checked = engagementRowErrors(r, seatCtx, today);
    addErrors(row, checked.errors);
    for (const ref of [checked.specialist, checked.approver]) {
      if (ref && 'invite' in ref) invitedAs.set(ref.invite, (invitedAs.get(ref.invite) ?? new Set()).add(ref.role));
    }
    if (checked.specialist && checked.approver) {
      seats.set(row, { specialist: checked.specialist, approver: checked.approver });
    }
    if (r.department && !departments.has(lower(r.department))) {
      addError(row, 'department', ERROR_KEYS.csvUnknownDepartment);
    }
    checkEntity(row, r, entities, entityByNumber);
    checkAgency(row, r, agencies, agencyByNumber, fixedAgency);
  }
  // A person the file invites gets one role (spec §5/§8 "different roles").
  for (const row of valid) {
    if (slice.due()) await slice.turn();
    const r = parsed(row);
    if (invitedAs.get(lower(r.specialistEmail))?.size === 2)
      addError(row, 'specialistEmail', ERROR_KEYS.csvDifferentRoles);
    if (invitedAs.get(lower(r.approverEmail))?.size === 2) addError(row, 'approverEmail', ERROR_KEYS.csvDifferentRoles);
  }
  await checkAcrossRows(pairs, entities, agencies, fixedAgency !== null);
  if (!ctx.options.duplicate) await checkDuplicates(db, company.id, pairs, entities, individuals);
  return { groupIds, departments, entities, individuals, agencies, fixedAgency, seats };
}

/** An entity of the group with this name must be live and alike; a number belongs to one entity. */
function checkEntity(
  row: EngagementRow,
  r: TCsvEngagementRow,
  entities: Map<string, GroupEntity>,
  byNumber: Map<string, GroupEntity>,
) {
  const name = lower(entityNameOf(r));
  const existing = entities.get(name);
  const number = r.companyNumber ? lower(r.companyNumber) : null;
  if (existing) {
    if (existing.status === 'archived') addError(row, entityField(r), ERROR_KEYS.archivedNameClash);
    if (existing.type !== r.type) addError(row, 'type', ERROR_KEYS.csvEntityTypeMismatch);
    if (number && lower(existing.number ?? '') !== number) {
      addError(row, 'companyNumber', ERROR_KEYS.csvEntityNumberMismatch);
    }
  } else if (number && byNumber.has(number)) {
    addError(row, 'companyNumber', ERROR_KEYS.numberMustBeUnique);
  }
}

/** Spec §8: an agency of that name with a different number; a number of another agency; one agency only. */
function checkAgency(
  row: EngagementRow,
  r: TCsvEngagementRow,
  agencies: Map<string, GroupAgency>,
  byNumber: Map<string, GroupAgency>,
  fixed: GroupAgency | null,
) {
  if (fixed) {
    if (r.agencyName && lower(r.agencyName) !== lower(fixed.name))
      addError(row, 'agencyName', ERROR_KEYS.csvAgencyOnly);
    return;
  }
  if (!r.agencyName) return;
  const existing = agencies.get(lower(r.agencyName));
  const number = r.agencyNumber ? lower(r.agencyNumber) : null;
  if (existing && number && lower(existing.number ?? '') !== number) {
    addError(row, 'agencyNumber', ERROR_KEYS.csvAgencyNumberMismatch);
  }
  const owner = number ? byNumber.get(number) : undefined;
  if (owner && lower(owner.name) !== lower(r.agencyName)) addError(row, 'agencyNumber', ERROR_KEYS.csvWrongAgency);
}

/** What rows must agree on among themselves: one type and number per new entity, one number per agency. */
async function checkAcrossRows(
  pairs: Pair[],
  entities: Map<string, GroupEntity>,
  agencies: Map<string, GroupAgency>,
  /** Every row goes to the call's agency: the rows' agency columns name no agency of their own. */
  oneAgency: boolean,
) {
  const slice = timeSlice();
  const newEntity = new Map<string, { type: string; number: string | null }>();
  const newNumbers = new Map<string, string>();
  const agencyNumbers = new Map<string, Set<string>>();
  const agencyPerson = new Map<string, boolean>();
  for (const [row, r] of pairs) {
    if (slice.due()) await slice.turn();
    const name = lower(entityNameOf(r));
    const number = r.companyNumber ? lower(r.companyNumber) : null;
    if (!entities.has(name)) {
      const first = newEntity.get(name);
      if (!first) newEntity.set(name, { type: r.type, number });
      else {
        if (first.type !== r.type) addError(row, 'type', ERROR_KEYS.csvEntityTypeMismatch);
        if (number && first.number && number !== first.number) {
          addError(row, 'companyNumber', ERROR_KEYS.csvEntityNumberMismatch);
        }
      }
      if (number) {
        const holder = newNumbers.get(number);
        if (holder && holder !== name) addError(row, 'companyNumber', ERROR_KEYS.numberMustBeUnique);
        else newNumbers.set(number, name);
      }
    }
    if (r.agencyName && !oneAgency) {
      const key = lower(r.agencyName);
      if (r.agencyNumber) agencyNumbers.set(key, (agencyNumbers.get(key) ?? new Set()).add(lower(r.agencyNumber)));
      if (!agencies.has(key))
        agencyPerson.set(key, (agencyPerson.get(key) ?? false) || !!(r.agencyContactName || r.agencyEmail));
    }
  }
  for (const [row, r] of pairs) {
    if (slice.due()) await slice.turn();
    if (!r.agencyName || oneAgency) continue;
    const key = lower(r.agencyName);
    if ((agencyNumbers.get(key)?.size ?? 0) > 1 && r.agencyNumber) {
      addError(row, 'agencyNumber', ERROR_KEYS.csvAgencyNumbers);
    }
    // a new agency needs a person to write to, as one created on its own does (spec §8)
    if (agencyPerson.get(key) === false) addError(row, 'agencyName', ERROR_KEYS.agencyPersonRequired);
  }
}

/** Unless the call says `duplicate`: an engagement already logged, or twice in the file, is an error. */
async function checkDuplicates(
  db: DbOrTx,
  companyId: string,
  pairs: Pair[],
  entities: Map<string, GroupEntity>,
  individuals: Map<string, Map<string, string>>,
) {
  const values = new Map(pairs);
  const keyOf = (r: TCsvEngagementRow) =>
    [lower(entityNameOf(r)), lower(r.engagedIndividualName), r.contractStart, r.contractEnd].join('|');
  await flagRepeats(
    pairs.map(([row]) => row),
    (row) => keyOf(values.get(row)!),
    'engagedIndividualName',
    ERROR_KEYS.csvDuplicateEngagement,
  );
  const ids = [...entities.values()].map((e) => e.id);
  const logged = new Set<string>();
  for (let i = 0; i < ids.length; i += 5_000) {
    const found = await db
      .select({
        entity: engagements.engagedEntityId,
        individual: engagements.engagedIndividualId,
        start: engagements.contractStart,
        end: engagements.contractEnd,
      })
      .from(engagements)
      .where(
        and(
          eq(engagements.companyId, companyId),
          inArray(engagements.engagedEntityId, ids.slice(i, i + 5_000)),
          isNull(engagements.deletedAt),
        ),
      );
    for (const e of found) logged.add([e.entity, e.individual, e.start, e.end].join('|'));
  }
  if (logged.size === 0) return;
  const slice = timeSlice();
  for (const [row, r] of pairs) {
    if (slice.due()) await slice.turn();
    const entity = entities.get(lower(entityNameOf(r)));
    const individual = entity && individuals.get(entity.id)?.get(lower(r.engagedIndividualName));
    if (individual && logged.has([entity.id, individual, r.contractStart, r.contractEnd].join('|'))) {
      addError(row, 'engagedIndividualName', ERROR_KEYS.csvDuplicateEngagement);
    }
  }
}
