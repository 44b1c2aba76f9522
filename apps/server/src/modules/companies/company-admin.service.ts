import {
  ERROR_KEYS,
  isProviderRole,
  type TChangeCompanyManager,
  type TCompany,
  type TUpdateCompany,
  type TUpdateHoldingSettings,
} from '@statera/shared';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { companySeenScope } from '../../authz/record-scopes.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, holdingSettings, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { authorizeFeature, isFeatureEnabled } from '../features/feature-access.ts';
import { completeOnboardingStep } from '../onboarding/onboarding.service.ts';
import { companyAbilities } from './company.policy.ts';
import { presentCompany, presentHolding } from './company.presenter.ts';
import { managerIdColumn, parentCompany } from './company.repository.ts';
import {
  activeAppealOf,
  type CompanyWithManager,
  companyReportOf,
  leadAppealManager,
  loadCompanyExtras,
} from './company-details.repository.ts';

/** A live company the actor may see (`companyPolicy.visible`, in the query), locked when `lock`; otherwise 404. */
export async function loadVisibleCompany(db: DbOrTx, actor: Actor, id: string, lock = false) {
  const query = db
    .select()
    .from(companies)
    .where(and(eq(companies.id, id), isNull(companies.deletedAt), companySeenScope(actor)));
  const [c] = lock ? await query.for('update') : await query;
  if (!c) throw notFound('Company');
  return c;
}

/** The company page (spec §3 Company) with the actor's abilities; group settings for those who may see them. */
export async function getCompany(db: Db, actor: Actor, id: string): Promise<TCompany> {
  await loadVisibleCompany(db, actor, id);
  const [row] = (await db
    .select({ company: companies, managerId: managerIdColumn })
    .from(companies)
    .leftJoin(parentCompany, eq(parentCompany.id, companies.parentId))
    .where(eq(companies.id, id))) as CompanyWithManager[];
  const c = row!.company;
  const abilities = companyAbilities(actor, c);
  const [extras, appealManager, subsidiaries, holding, activeAppealId, report] = await Promise.all([
    loadCompanyExtras(db, [row!]),
    leadAppealManager(db, c.id),
    db
      .select({ id: companies.id, name: companies.name })
      .from(companies)
      .where(and(eq(companies.parentId, c.id), isNull(companies.deletedAt)))
      .orderBy(companies.name),
    abilities.viewHolding || abilities.editHolding
      ? db.select().from(holdingSettings).where(eq(holdingSettings.companyId, c.id))
      : Promise.resolve([]),
    activeAppealOf(db, c),
    abilities.report ? companyReportOf(db, c.id) : Promise.resolve(null),
  ]);
  const company = presentCompany(actor, row!, extras, {
    appealManager,
    subsidiaries,
    activeAppealId,
    report,
    holding: holding[0] ? presentHolding(holding[0]) : null,
  });
  // Group settings change only while the group has the update_holding feature (server: 403).
  if (company.abilities.editHolding && !(await isFeatureEnabled(db, c.id, 'update_holding'))) {
    company.abilities = { ...company.abilities, editHolding: false };
  }
  return company;
}

const EDITABLE = ['name', 'sector', 'address', 'city', 'postalCode', 'country', 'phone'] as const;

/**
 * Edit-company modal (spec §5): name, sector and address fields; the number is read-only. The main
 * company's name only by a provider admin. A save that changes nothing answers as a success and
 * records nothing.
 */
export async function updateCompany(db: Db, actor: Actor, id: string, input: TUpdateCompany): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await loadVisibleCompany(tx, actor, id, true);
    authorize(actor, 'company.edit', c);
    if (input.name !== c.name) authorize(actor, 'company.editName', c);
    // Saving the company details (changed or confirmed as they are) completes that onboarding step.
    await completeOnboardingStep(tx, actor.id, 'set_company_details');
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const key of EDITABLE) {
      const value = input[key];
      if (value === undefined || value === c[key]) continue;
      before[key] = c[key];
      after[key] = value;
    }
    if (Object.keys(after).length === 0) return;
    await tx.update(companies).set(after).where(eq(companies.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'company.updated',
      entityType: 'company',
      entityId: id,
      companyId: id,
      before,
      after,
    });
  });
}

/** Group settings: risk thresholds, margin, password and sign-in policy; the group admin or a provider admin. */
export async function updateHolding(db: Db, actor: Actor, id: string, input: TUpdateHoldingSettings): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await loadVisibleCompany(tx, actor, id, true);
    authorize(actor, 'company.editHolding', c);
    await authorizeFeature(tx, actor, c.id, 'update_holding');
    const [before] = await tx.select().from(holdingSettings).where(eq(holdingSettings.companyId, id)).for('update');
    const values = {
      highRiskThreshold: input.highRiskThreshold,
      mediumRiskThreshold: input.mediumRiskThreshold,
      riskMargin: input.riskMargin,
      changePasswordPeriodWeeks: input.changePasswordPeriod,
      mailVerificationPeriod: input.mailVerificationPeriod,
      mailVerificationNewDevice: input.mailVerificationNewDevice,
      blockedPermissions: [...new Set(input.blockedPermissions)],
      continuousEmployed: input.continuousEmployed,
      ...(input.contractorNotificationFrequency === undefined
        ? {}
        : { contractorNotificationFrequency: input.contractorNotificationFrequency }),
    };
    await tx
      .insert(holdingSettings)
      .values({ companyId: id, ...values })
      .onConflictDoUpdate({ target: holdingSettings.companyId, set: values });
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'company.holding_updated',
      entityType: 'company',
      entityId: id,
      companyId: id,
      before: before ? presentHolding(before) : null,
      after: { ...input, blockedPermissions: values.blockedPermissions },
    });
  });
}

/**
 * PUT companies/{id}/manager: a provider admin hands a client (and its subsidiaries) to another
 * active member of provider staff. An unknown or unsuitable email is 422 on `newManagerEmail`.
 */
export async function changeManager(db: Db, actor: Actor, id: string, input: TChangeCompanyManager): Promise<void> {
  await db.transaction(async (tx) => {
    const c = await loadVisibleCompany(tx, actor, id, true);
    authorize(actor, 'company.changeManager', c);
    const [manager] = await tx
      .select({ id: users.id, role: users.role, status: users.status })
      .from(users)
      .where(and(eq(users.email, input.newManagerEmail), isNull(users.deletedAt)));
    if (manager?.status !== 'active' || !isProviderRole(manager.role))
      throw new AppError(422, ERROR_KEYS.managerMustBeProviderUser, 'The manager must be an active provider user.', {
        newManagerEmail: [ERROR_KEYS.managerMustBeProviderUser],
      });
    if (manager.id === c.managerId) return;
    await tx
      .update(companies)
      .set({ managerId: manager.id })
      .where(or(eq(companies.id, id), and(eq(companies.parentId, id), sql`${companies.managerId} is not null`)));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'company.manager_changed',
      entityType: 'company',
      entityId: id,
      companyId: id,
      before: { managerId: c.managerId },
      after: { managerId: manager.id },
    });
  });
}
