import { ERROR_KEYS, type TCsvEngagementRow } from '@statera/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { groupCompanyIds } from '../../authz/tenancy.ts';
import type { DbOrTx } from '../../db/client.ts';
import { engagements } from '../../db/schema/index.ts';
import { timeSlice } from '../../lib/time-slice.ts';
import { type GroupAgency, loadGroupAgencies, type NewAgency } from '../agencies/agency-batch.ts';
import { type GroupEntity, loadGroupEntities, loadIndividuals } from '../engaged-entities/engaged-entity-batch.ts';
import {
  engagementRowErrors,
  loadDepartments,
  loadSeatPeople,
  type Seat,
  type SeatContext,
  todayIso,
} from '../engagements/engagement-rules.ts';
import type { CheckPass, ImportContext } from './importer.ts';
import { addError, addErrors, type CheckedRow } from './row-check.ts';

/**
 * The checks of an engagements import that need other rows and the database (spec §5, §8 CSV row
 * errors), after each row passed its schema, as one pass over the file a chunk at a time. The seat
 * and date rules are the single create's (engagement-rules.ts); the rest is what only a file can get
 * wrong: names for entities, agencies and departments, repeats across rows. What the rows name is
 * looked up as the chunks come (each name once); of the rows only keys are kept.
 */
export type EngagementRow = CheckedRow<TCsvEngagementRow>;
type Pair = [EngagementRow, TCsvEngagementRow];

const lower = (s: string) => s.toLowerCase();
/** A sole trader is the individual: the entity takes the individual's name (spec §5). */
export const entityNameOf = (r: TCsvEngagementRow) =>
  r.type === 'sole_trader' ? r.engagedIndividualName : (r.companyName ?? '');
const entityField = (r: TCsvEngagementRow) => (r.type === 'sole_trader' ? 'engagedIndividualName' : 'companyName');

/** What the checks leave for the writes: the records the file names, and the few new ones made first. */
export interface EngagementCheckState {
  groupIds: string[];
  departments: Map<string, string>;
  /** The group's entities the file names (by lower-case name) and their individuals (by lower-case name). */
  entities: Map<string, GroupEntity>;
  individuals: Map<string, Map<string, string>>;
  agencies: Map<string, GroupAgency>;
  /** The agency every row goes to (the process call's agencyId), if any. */
  fixedAgency: GroupAgency | null;
  /** Agencies the file names that the group does not have (by lower-case name; first rows' details). */
  newAgencies: Map<string, NewAgency>;
  /** The seats' people and their answers (memo), as the rows were checked. */
  seats: SeatContext;
  /** People the file invites, by address, with their seat. */
  invitees: Map<string, Seat>;
}

/** What only the whole file shows (a second pass marks the rows it concerns). */
interface FileFindings {
  /** Agencies (lower-case names) the file gives several numbers. */
  agencyNumbers: Set<string>;
  /** New agencies without a person to write to on any row. */
  agencyWithoutPerson: Set<string>;
  /** Addresses the file invites as specialist and as approver. */
  twoRoles: Set<string>;
}

export function engagementChecks(
  db: DbOrTx,
  ctx: ImportContext,
  again: unknown | null,
): CheckPass<TCsvEngagementRow, EngagementCheckState> {
  const company = ctx.company!;
  const findings = again as FileFindings | null;
  const slice = timeSlice();
  const today = todayIso(ctx.now);
  const agencyIdOption = ctx.options.agencyId ?? null;
  const state: EngagementCheckState = {
    groupIds: [],
    departments: new Map(),
    entities: new Map(),
    individuals: new Map(),
    agencies: new Map(),
    fixedAgency: null,
    newAgencies: new Map(),
    seats: { people: new Map(), groupIds: new Set(), invite: ctx.options.invite ?? false, memo: new Map() },
    invitees: new Map(),
  };
  let started = false;
  // Kept for the whole pass: keys, never rows.
  const asked = { emails: new Set<string>(), agencies: new Set<string>() };
  const entityByNumber = new Map<string, GroupEntity>();
  const agencyByNumber = new Map<string, GroupAgency>();
  const invitedAs = new Map<string, Set<Seat>>();
  const newEntity = new Map<string, { type: string; number: string | null }>();
  const newNumbers = new Map<string, string>();
  const agencyNumbers = new Map<string, Set<string>>();
  const agencyPerson = new Map<string, boolean>();
  const inFile = new Set<string>();
  const logged = new Set<string>();

  async function start() {
    state.groupIds = await groupCompanyIds(db, company.rootId);
    state.seats.groupIds = new Set(state.groupIds);
    state.departments = (await loadDepartments(db, company.id)).byName;
    if (agencyIdOption) {
      const [fixed] = await loadGroupAgencies(db, company.rootId, [], [], [agencyIdOption]);
      if (fixed) noteAgency(fixed);
      state.fixedAgency = fixed ?? null;
    }
    started = true;
  }
  function noteAgency(a: GroupAgency) {
    state.agencies.set(lower(a.name), a);
    if (a.number) agencyByNumber.set(lower(a.number), a);
  }
  const unseen = (set: Set<string>, keys: Iterable<string>) => {
    const out: string[] = [];
    for (const k of keys) {
      if (set.has(k)) continue;
      set.add(k);
      out.push(k);
    }
    return out;
  };

  /** The people, entities (with their individuals and engagements) and agencies a chunk names first. */
  async function lookUp(pairs: Pair[]) {
    const emails = unseen(
      asked.emails,
      pairs.flatMap(([, r]) => [lower(r.specialistEmail), lower(r.approverEmail)]),
    );
    for (const [email, person] of await loadSeatPeople(db, emails)) state.seats.people.set(email, person);
    // An entity's name or number is asked once: after its first row it is a known or a new entity's.
    const names = new Set<string>();
    const numbers = new Set<string>();
    for (const [, r] of pairs) {
      const name = lower(entityNameOf(r));
      if (!state.entities.has(name) && !newEntity.has(name)) names.add(name);
      const number = r.companyNumber ? lower(r.companyNumber) : null;
      if (number && !entityByNumber.has(number) && !newNumbers.has(number)) numbers.add(number);
    }
    const found = (await loadGroupEntities(db, company.rootId, [...names], [...numbers])).filter(
      (e) => state.entities.get(lower(e.name))?.id !== e.id,
    );
    for (const e of found) {
      state.entities.set(lower(e.name), e);
      if (e.number) entityByNumber.set(lower(e.number), e);
    }
    for (const p of await loadIndividuals(
      db,
      found.map((e) => e.id),
    )) {
      if (!state.individuals.has(p.engagedEntityId)) state.individuals.set(p.engagedEntityId, new Map());
      state.individuals.get(p.engagedEntityId)!.set(lower(p.name), p.id);
    }
    if (!ctx.options.duplicate) await loadLogged(found.map((e) => e.id));
    const agencyNames = unseen(
      asked.agencies,
      pairs.flatMap(([, r]) => (r.agencyName ? [`n:${lower(r.agencyName)}`] : [])),
    ).map((k) => k.slice(2));
    const agencyNumberList = unseen(
      asked.agencies,
      pairs.flatMap(([, r]) => (r.agencyNumber ? [`#${lower(r.agencyNumber)}`] : [])),
    ).map((k) => k.slice(1));
    if (agencyNames.length + agencyNumberList.length > 0) {
      for (const a of await loadGroupAgencies(db, company.rootId, agencyNames, agencyNumberList)) noteAgency(a);
    }
  }

  /** The company's live engagements of these entities (the "logged already" rule). */
  async function loadLogged(ids: string[]) {
    for (let i = 0; i < ids.length; i += 5_000) {
      const rows = await db
        .select({
          entity: engagements.engagedEntityId,
          individual: engagements.engagedIndividualId,
          start: engagements.contractStart,
          end: engagements.contractEnd,
        })
        .from(engagements)
        .where(
          and(
            eq(engagements.companyId, company.id),
            inArray(engagements.engagedEntityId, ids.slice(i, i + 5_000)),
            isNull(engagements.deletedAt),
          ),
        );
      for (const e of rows) logged.add([e.entity, e.individual, e.start, e.end].join('|'));
    }
  }

  return {
    async check(rows) {
      if (!started) await start();
      // Each row with its values as its schema left them (an error found here clears `parsed`).
      const pairs: Pair[] = rows.flatMap((r) => (r.parsed ? [[r, r.parsed] as Pair] : []));
      await lookUp(pairs);
      for (const [row, r] of pairs) {
        if (slice.due()) await slice.turn();
        rowRules(row, r);
      }
      // A person the file invites gets one role (spec §5/§8 "different roles").
      if (findings) {
        for (const [row, r] of pairs) {
          if (findings.twoRoles.has(lower(r.specialistEmail)))
            addError(row, 'specialistEmail', ERROR_KEYS.csvDifferentRoles);
          if (findings.twoRoles.has(lower(r.approverEmail)))
            addError(row, 'approverEmail', ERROR_KEYS.csvDifferentRoles);
        }
      }
      for (const [row, r] of pairs) {
        if (slice.due()) await slice.turn();
        acrossRows(row, r);
      }
      if (!ctx.options.duplicate) {
        for (const [row, r] of pairs) {
          if (slice.due()) await slice.turn();
          duplicates(row, r);
        }
      }
      return rows;
    },
    async end() {
      const found: FileFindings = {
        agencyNumbers: new Set([...agencyNumbers].filter(([, numbers]) => numbers.size > 1).map(([name]) => name)),
        agencyWithoutPerson: new Set([...agencyPerson].filter(([, person]) => !person).map(([name]) => name)),
        twoRoles: new Set([...invitedAs].filter(([, roles]) => roles.size === 2).map(([email]) => email)),
      };
      for (const [email, roles] of invitedAs) state.invitees.set(email, [...roles].at(-1)!);
      const any = found.agencyNumbers.size + found.agencyWithoutPerson.size + found.twoRoles.size > 0;
      return { rows: [], state, again: any ? found : null };
    },
  };

  /** The single create's seat and date rules, the department, and the entity and agency the row names. */
  function rowRules(row: EngagementRow, r: TCsvEngagementRow) {
    const checked = engagementRowErrors(r, state.seats, today);
    addErrors(row, checked.errors);
    for (const ref of [checked.specialist, checked.approver]) {
      if (ref && 'invite' in ref) invitedAs.set(ref.invite, (invitedAs.get(ref.invite) ?? new Set()).add(ref.role));
    }
    if (r.department && !state.departments.has(lower(r.department))) {
      addError(row, 'department', ERROR_KEYS.csvUnknownDepartment);
    }
    checkEntity(row, r, state.entities, entityByNumber);
    checkAgency(row, r, state.agencies, agencyByNumber, state.fixedAgency);
  }

  /** What rows must agree on among themselves: one type and number per new entity, one number per agency. */
  function acrossRows(row: EngagementRow, r: TCsvEngagementRow) {
    const name = lower(entityNameOf(r));
    const number = r.companyNumber ? lower(r.companyNumber) : null;
    if (!state.entities.has(name)) {
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
    // Every row goes to the call's agency: the rows' agency columns name no agency of their own.
    if (!r.agencyName || state.fixedAgency) return;
    const key = lower(r.agencyName);
    if (r.agencyNumber) agencyNumbers.set(key, (agencyNumbers.get(key) ?? new Set()).add(lower(r.agencyNumber)));
    if (!state.agencies.has(key)) {
      agencyPerson.set(key, (agencyPerson.get(key) ?? false) || !!(r.agencyContactName || r.agencyEmail));
      const a = state.newAgencies.get(key) ?? { name: r.agencyName, number: null, email: null, contactName: null };
      a.number ??= r.agencyNumber || null;
      a.email ??= r.agencyEmail || null;
      a.contactName ??= r.agencyContactName || null;
      state.newAgencies.set(key, a);
    }
    if (findings?.agencyNumbers.has(key) && r.agencyNumber) addError(row, 'agencyNumber', ERROR_KEYS.csvAgencyNumbers);
    // a new agency needs a person to write to, as one created on its own does (spec §8)
    if (findings?.agencyWithoutPerson.has(key)) addError(row, 'agencyName', ERROR_KEYS.agencyPersonRequired);
  }

  /** Unless the call says `duplicate`: an engagement twice in the file, or already logged, is an error. */
  function duplicates(row: EngagementRow, r: TCsvEngagementRow) {
    const key = [lower(entityNameOf(r)), lower(r.engagedIndividualName), r.contractStart, r.contractEnd].join('|');
    if (inFile.has(key)) addError(row, 'engagedIndividualName', ERROR_KEYS.csvDuplicateEngagement);
    else inFile.add(key);
    if (logged.size === 0) return;
    const entity = state.entities.get(lower(entityNameOf(r)));
    const individual = entity && state.individuals.get(entity.id)?.get(lower(r.engagedIndividualName));
    if (individual && logged.has([entity.id, individual, r.contractStart, r.contractEnd].join('|'))) {
      addError(row, 'engagedIndividualName', ERROR_KEYS.csvDuplicateEngagement);
    }
  }
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
