import {
  avatarUrl,
  ERROR_KEYS,
  type TAddAppealManagers,
  type TAppealManagementSettings,
  type TSetLeadAppealManager,
  type TUserOption,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { allows, authorize } from '../../authz/authorize.ts';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { AppError, conflict, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { authorizeFeature } from '../features/feature-access.ts';
import {
  activeAppealCounts,
  appealPeople,
  appealSubscription,
  canHoldAppealRole,
  clearSetupPrompt,
  companyPeopleByIds,
  companyPersonByEmail,
  findCompany,
  moveActiveAppeals,
  type PersonRow,
  setAmRole,
} from './appeal-management.repository.ts';

const option = (
  u: Pick<PersonRow, 'id' | 'firstName' | 'lastName' | 'email' | 'position' | 'photoId'>,
): TUserOption => ({
  id: u.id,
  name: `${u.firstName} ${u.lastName}`.trim(),
  email: u.email,
  position: u.position,
  avatar: avatarUrl(u),
});

/** The company (404 unless the actor may know it), locked for a change; refuses without the right or the feature. */
async function companyToManage(tx: DbOrTx, actor: Actor, id: string, lock: boolean) {
  const c = await findCompany(tx, actor, id, lock);
  if (!c) throw notFound('Company');
  authorize(actor, 'appealManagement.manage', c);
  await authorizeFeature(tx, actor, c.id, 'appeal_process');
  return c;
}

/** Records one person's appeal-role change (the same event the users area always wrote). */
async function auditRole(tx: DbOrTx, actor: Actor, u: PersonRow, amRole: PersonRow['amRole'], extra: object = {}) {
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'user.am_role_changed',
    entityType: 'user',
    entityId: u.id,
    companyId: u.companyId,
    before: { amRole: u.amRole },
    after: { amRole, ...extra },
  });
}

/**
 * Moves the active appeals of `from` to `to`, audited on the company with the appeal ids (in the
 * caller's transaction).
 */
async function reassignActiveAppeals(tx: Tx, actor: Actor, companyId: string, from: PersonRow, to: PersonRow) {
  const moved = await moveActiveAppeals(tx, from.id, to.id, new Date());
  if (moved.length === 0) return;
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'company.appeals_reassigned',
    entityType: 'company',
    entityId: companyId,
    companyId,
    before: { appealManagerId: from.id },
    after: { appealManagerId: to.id, appealIds: moved },
  });
}

/** `GET /api/companies/{id}/appeal-management/settings` (spec §3 appeal management data). */
export async function getAppealManagementSettings(
  db: Db,
  actor: Actor,
  id: string,
): Promise<TAppealManagementSettings> {
  const c = await companyToManage(db, actor, id, false);
  const people = await appealPeople(db, c.id);
  const lead = people.find((u) => u.amRole === 'lead_appeal_manager') ?? null;
  const managers = people.filter((u) => u.amRole === 'appeal_manager');
  const counts = await activeAppealCounts(
    db,
    people.map((u) => u.id),
  );
  const subscription = await appealSubscription(db, c.parentId ?? c.id);
  return {
    currentLAM: lead ? option(lead) : null,
    appealManagers: managers.map((u) => Object.assign(option(u), { activeAppealCount: counts.get(u.id) ?? 0 })),
    featureDateEnd: subscription?.dateEnd ?? null,
    autoRenewal: subscription?.autoRenewal ?? false,
    currentLAMActiveAppealCount: lead ? (counts.get(lead.id) ?? 0) : 0,
    shouldSetAppealManagers: c.shouldSetAppealManagers,
    abilities: { manage: allows(actor, 'appealManagement.manage', c) },
  };
}

const invalidPeople = (field: string) =>
  new AppError(422, ERROR_KEYS.invalidCompany, 'Choose active people of this company.', {
    [field]: [ERROR_KEYS.invalidCompany],
  });

/** `POST /api/companies/{id}/appeal-managers`: people of the company become appeal managers (spec §4 none → appeal_manager). */
export async function addAppealManagers(db: Db, actor: Actor, id: string, input: TAddAppealManagers): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await companyToManage(tx, actor, id, true);
    const ids = [...new Set(input.userIds)];
    const people = await companyPeopleByIds(tx, c.id, ids);
    if (people.length !== ids.length || !people.every(canHoldAppealRole)) throw invalidPeople('userIds');
    for (const u of people.filter((p) => p.amRole === 'none')) {
      await setAmRole(tx, u.id, 'appeal_manager');
      await auditRole(tx, actor, u, 'appeal_manager');
    }
  });
}

/**
 * `DELETE /api/companies/{id}/appeal-managers/{userId}`: an appeal manager goes back to none (spec §4).
 * The lead is replaced first (409); the person's active appeals move to the lead (409 without one).
 */
export async function removeAppealManager(db: Db, actor: Actor, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await companyToManage(tx, actor, id, true);
    const [u] = await companyPeopleByIds(tx, c.id, [userId]);
    if (!u) throw notFound('User');
    if (u.amRole === 'none') return;
    if (u.amRole === 'lead_appeal_manager') {
      throw conflict(ERROR_KEYS.leadReplacementRequired, 'Name the new lead appeal manager first.');
    }
    const held = (await activeAppealCounts(tx, [u.id])).get(u.id) ?? 0;
    if (held > 0) {
      const lead = (await appealPeople(tx, c.id, true)).find((p) => p.amRole === 'lead_appeal_manager');
      if (!lead)
        throw conflict(
          ERROR_KEYS.activeAppeal,
          'This person has active appeals and the company has no lead to take them.',
        );
      await reassignActiveAppeals(tx, actor, c.id, u, lead);
    }
    await setAmRole(tx, u.id, 'none');
    await auditRole(tx, actor, u, 'none');
  });
}

/**
 * `PUT /api/companies/{id}/lead-appeal-manager` (spec §4, §7): names the company's one lead. The old
 * lead becomes an appeal manager, or none with `disableOldLam`; `swapActiveAppeals` (always, when
 * the old lead is disabled) moves the old lead's active appeals to the new lead — in one transaction
 * with the company row locked, so concurrent changes queue; a caller whose `expectedLeadId` is no
 * longer the lead gets 409 (one of several parallel setups wins).
 */
export async function setLeadAppealManager(
  db: Db,
  actor: Actor,
  id: string,
  input: TSetLeadAppealManager,
  field = 'newManagerEmail',
): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await companyToManage(tx, actor, id, true);
    const leads = (await appealPeople(tx, c.id, true)).filter((u) => u.amRole === 'lead_appeal_manager');
    if (input.expectedLeadId !== undefined && (leads[0]?.id ?? null) !== input.expectedLeadId) {
      throw conflict(
        ERROR_KEYS.leadAppealManagerChanged,
        'The lead appeal manager has just changed; reload and try again.',
      );
    }
    const next = await companyPersonByEmail(tx, c.id, input.newManagerEmail);
    if (!next || !canHoldAppealRole(next)) throw invalidPeople(field);
    const disable = input.disableOldLam ?? false;
    const swap = disable || (input.swapActiveAppeals ?? false);
    for (const old of leads.filter((u) => u.id !== next.id)) {
      const role = disable ? 'none' : 'appeal_manager';
      if (swap) await reassignActiveAppeals(tx, actor, c.id, old, next);
      await setAmRole(tx, old.id, role);
      await auditRole(tx, actor, old, role, { swapActiveAppeals: swap });
    }
    if (next.amRole !== 'lead_appeal_manager') {
      await setAmRole(tx, next.id, 'lead_appeal_manager');
      await auditRole(tx, actor, next, 'lead_appeal_manager');
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'company.lead_appeal_manager_changed',
        entityType: 'company',
        entityId: c.id,
        companyId: c.id,
        before: { leadId: leads[0]?.id ?? null },
        after: { leadId: next.id, disableOldLam: disable, swapActiveAppeals: swap },
      });
    }
    if (c.shouldSetAppealManagers) await clearSetupPrompt(tx, c.id);
  });
}

/** `PUT /api/companies/{id}/appeal-manager` (spec §7): the company's appeal manager, its lead, by email. */
export async function setCompanyAppealManager(db: Db, actor: Actor, id: string, email: string): Promise<void> {
  await setLeadAppealManager(db, actor, id, { newManagerEmail: email }, 'newappealManagerEmail');
}
