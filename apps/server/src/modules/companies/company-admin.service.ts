import type { TCompany, TCompanyListQuery, THoldingSettings, TUpdateCompany } from '@statera/shared';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { companies, departments, engagements, holdingSettings, users } from '../../db/schema/index.ts';
import { forbidden, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { userOptionColumns } from '../users/user.presenter.ts';
import { canViewCompany, companyAbilities } from './company.policy.ts';
import { presentCompanyListItem, presentHolding } from './company.presenter.ts';
import { escapeLike } from './company.repository.ts';

async function countsFor(db: DbOrTx, ids: string[]) {
  if (ids.length === 0) return new Map<string, { engagementCount: number; activeEngagementCount: number }>();
  const rows = await db
    .select({
      companyId: engagements.companyId,
      engagementCount: sql<number>`count(*)::int`,
      activeEngagementCount: sql<number>`(count(*) filter (where ${engagements.status} = 'active'))::int`,
    })
    .from(engagements)
    .where(inArray(engagements.companyId, ids))
    .groupBy(engagements.companyId);
  return new Map(rows.map((r) => [r.companyId, r]));
}

async function load(db: DbOrTx, actor: Actor, id: string) {
  const [c] = await db.select().from(companies).where(eq(companies.id, id));
  if (!c || !canViewCompany(actor, c)) throw notFound('Company');
  return c;
}

/** A company with its group settings (for those who may see them) and the actor's abilities. */
export async function getCompany(db: Db, actor: Actor, id: string): Promise<TCompany> {
  const c = await load(db, actor, id);
  const [parent] = c.parentId
    ? await db.select({ id: companies.id, name: companies.name }).from(companies).where(eq(companies.id, c.parentId))
    : [];
  const [manager] = c.managerId ? await db.select(userOptionColumns).from(users).where(eq(users.id, c.managerId)) : [];
  const subsidiaries = await db
    .select({ id: companies.id, name: companies.name })
    .from(companies)
    .where(eq(companies.parentId, c.id))
    .orderBy(companies.name);
  const [deps] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(departments)
    .where(and(eq(departments.companyId, c.id), isNull(departments.deletedAt)));
  const abilities = companyAbilities(actor, c);
  const [holding] = abilities.viewHolding
    ? await db.select().from(holdingSettings).where(eq(holdingSettings.companyId, c.id))
    : [];
  return {
    ...presentCompanyListItem(c, parent ?? null, manager ?? null, (await countsFor(db, [c.id])).get(c.id)),
    mainCompany: c.parentId === null,
    departmentsCount: deps?.n ?? 0,
    subsidiaries,
    holding: holding ? presentHolding(holding) : null,
    abilities,
  };
}

const SORTS = { name: companies.name, dateCreated: companies.createdAt, status: companies.status } as const;

/** Companies the actor manages (provider admins: all), paged. */
export async function listCompanies(db: Db, actor: Actor, q: TCompanyListQuery) {
  const conds: SQL[] = [];
  if (actor.managedCompanyIds !== 'all') {
    if (actor.managedCompanyIds.length === 0) return { data: [], total: 0, page: q.page, rows: q.rows };
    conds.push(inArray(companies.id, actor.managedCompanyIds));
  }
  if (q.statuses?.length) conds.push(inArray(companies.status, q.statuses));
  if (q.managerIds?.length) conds.push(inArray(companies.managerId, q.managerIds));
  if (q.globalFilter) {
    const like = `%${escapeLike(q.globalFilter)}%`;
    conds.push(or(ilike(companies.name, like), ilike(companies.number, like))!);
  }
  const where = and(...conds);
  const [field, dir] = (q.sort ?? 'name|asc').split('|') as [string, string];
  const column = SORTS[field as keyof typeof SORTS] ?? companies.name;
  const page = await db
    .select()
    .from(companies)
    .where(where)
    .orderBy(dir === 'desc' ? desc(column) : asc(column), asc(companies.id))
    .limit(q.rows)
    .offset((q.page - 1) * q.rows);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(companies).where(where);
  const parentIds = [...new Set(page.map((c) => c.parentId).filter((x): x is string => !!x))];
  const managerIds = [...new Set(page.map((c) => c.managerId).filter((x): x is string => !!x))];
  const parents = parentIds.length
    ? await db
        .select({ id: companies.id, name: companies.name })
        .from(companies)
        .where(inArray(companies.id, parentIds))
    : [];
  const managers = managerIds.length
    ? await db.select(userOptionColumns).from(users).where(inArray(users.id, managerIds))
    : [];
  const counts = await countsFor(
    db,
    page.map((c) => c.id),
  );
  return {
    data: page.map((c) =>
      presentCompanyListItem(
        c,
        parents.find((p) => p.id === c.parentId) ?? null,
        managers.find((m) => m.id === c.managerId) ?? null,
        counts.get(c.id),
      ),
    ),
    total: total?.n ?? 0,
    page: q.page,
    rows: q.rows,
  };
}

/** Edits name and sector; the main company's name only by a provider admin. */
export async function updateCompany(db: Db, actor: Actor, id: string, input: TUpdateCompany): Promise<void> {
  const c = await load(db, actor, id);
  const abilities = companyAbilities(actor, c);
  if (!abilities.edit) throw forbidden();
  if (input.name !== c.name && !abilities.editName)
    throw forbidden('Only a provider admin may rename the main company.');
  await db.transaction(async (tx) => {
    const after = { name: input.name, sector: input.sector === undefined ? c.sector : input.sector };
    await tx.update(companies).set(after).where(eq(companies.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'company.updated',
      entityType: 'company',
      entityId: id,
      companyId: id,
      before: { name: c.name, sector: c.sector },
      after,
    });
  });
}

/** Group settings: risk thresholds, margin, password and sign-in policy; only the group admin. */
export async function updateHolding(db: Db, actor: Actor, id: string, input: THoldingSettings): Promise<void> {
  const c = await load(db, actor, id);
  if (!companyAbilities(actor, c).editHolding) throw forbidden('Only the group admin may change group settings.');
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(holdingSettings).where(eq(holdingSettings.companyId, id)).for('update');
    const values = {
      highRiskThreshold: input.highRiskThreshold,
      mediumRiskThreshold: input.mediumRiskThreshold,
      riskMargin: input.riskMargin,
      changePasswordPeriodWeeks: input.changePasswordPeriod,
      mailVerificationPeriod: input.mailVerificationPeriod,
      mailVerificationNewDevice: input.mailVerificationNewDevice,
      blockedPermissions: input.blockedPermissions,
      continuousEmployed: input.continuousEmployed,
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
      after: input,
    });
  });
}
