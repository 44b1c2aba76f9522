import { ERROR_KEYS, type TCreateDepartment, type TOption, type TUpdateDepartments } from '@statera/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { companySeenScope } from '../../authz/record-scopes.ts';
import type { Db, Tx } from '../../db/client.ts';
import { departments, engagements } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { loadVisibleCompany } from './company-admin.service.ts';

type DepartmentRow = typeof departments.$inferSelect;

const nameTaken = (errors: Record<string, string[]>) =>
  new AppError(422, ERROR_KEYS.nameMustBeUnique, 'Department names must be unique within the company.', errors);

/** The company, locked so concurrent department edits of one company run one after another. */
async function companyForDepartments(tx: Tx, actor: Actor, companyId: string) {
  const c = await loadVisibleCompany(tx, actor, companyId, true);
  authorize(actor, 'company.manageDepartments', c);
  return c;
}

/** Every department of the company, deleted ones too (the unique index covers them). */
const allDepartments = (tx: Tx, companyId: string) =>
  tx.select().from(departments).where(eq(departments.companyId, companyId));

const key = (name: string) => name.toLocaleLowerCase('en-GB');

const liveDepartments = (tx: Tx, companyId: string): Promise<TOption[]> =>
  tx
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(eq(departments.companyId, companyId), isNull(departments.deletedAt)))
    .orderBy(departments.name);

/** Adds a department, or brings back a deleted one of the same name (names are unique per company). */
async function addDepartment(
  tx: Tx,
  actor: Actor,
  companyId: string,
  name: string,
  deleted: DepartmentRow | undefined,
): Promise<TOption> {
  const [row] = deleted
    ? await tx.update(departments).set({ name, deletedAt: null }).where(eq(departments.id, deleted.id)).returning()
    : await tx.insert(departments).values({ companyId, name }).returning();
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'department.created',
    entityType: 'department',
    entityId: row!.id,
    companyId,
    after: { name, restored: !!deleted },
  });
  return { id: row!.id, name: row!.name };
}

/** POST companies/{id}/departments. A live department of that name (any case) is 422 on `name`. */
export async function createDepartment(
  db: Db,
  actor: Actor,
  companyId: string,
  input: TCreateDepartment,
): Promise<TOption> {
  return db.transaction(async (tx) => {
    await companyForDepartments(tx, actor, companyId);
    const same = (await allDepartments(tx, companyId)).filter((d) => key(d.name) === key(input.name));
    if (same.some((d) => !d.deletedAt)) throw nameTaken({ name: [ERROR_KEYS.nameMustBeUnique] });
    return addDepartment(tx, actor, companyId, input.name, same[0]);
  });
}

/**
 * PUT companies/{id}/departments: renames and additions in one transaction. Names must stay unique
 * (case-insensitively) among the company's departments after the change; clashes are reported per
 * field and nothing is saved. A department of another company is 404.
 */
export async function updateDepartments(
  db: Db,
  actor: Actor,
  companyId: string,
  input: TUpdateDepartments,
): Promise<TOption[]> {
  return db.transaction(async (tx) => {
    await companyForDepartments(tx, actor, companyId);
    const all = await allDepartments(tx, companyId);
    const live = new Map(all.filter((d) => !d.deletedAt).map((d) => [d.id, d]));
    const deleted = new Map(all.filter((d) => d.deletedAt).map((d) => [key(d.name), d]));
    const edited = new Set(input.departmentsToEdit.map((e) => e.id));
    for (const id of edited) if (!live.has(id)) throw notFound('Department');

    const taken = new Set([...live.values()].filter((d) => !edited.has(d.id)).map((d) => key(d.name)));
    const errors: Record<string, string[]> = {};
    input.departmentsToEdit.forEach((e, i) => {
      if (taken.has(key(e.name)) || deleted.has(key(e.name)))
        errors[`departmentsToEdit.${i}.name`] = [ERROR_KEYS.nameMustBeUnique];
      taken.add(key(e.name));
    });
    input.departmentsToAdd.forEach((name, i) => {
      if (taken.has(key(name))) errors[`departmentsToAdd.${i}`] = [ERROR_KEYS.nameMustBeUnique];
      taken.add(key(name));
    });
    if (Object.keys(errors).length > 0) throw nameTaken(errors);

    const renames = input.departmentsToEdit.filter((e) => live.get(e.id)!.name !== e.name);
    // Two steps, so swapping two names does not trip the unique index half-way.
    for (const e of renames) await tx.update(departments).set({ name: e.id }).where(eq(departments.id, e.id));
    for (const e of renames) {
      await tx.update(departments).set({ name: e.name }).where(eq(departments.id, e.id));
      await recordAudit(tx, {
        actorId: actor.id,
        action: 'department.updated',
        entityType: 'department',
        entityId: e.id,
        companyId,
        before: { name: live.get(e.id)!.name },
        after: { name: e.name },
      });
    }
    for (const name of input.departmentsToAdd) await addDepartment(tx, actor, companyId, name, deleted.get(key(name)));
    return liveDepartments(tx, companyId);
  });
}

/**
 * PUT departments/{id}/delete: soft delete (engagements keep showing the name). Refused with 409 while
 * active or preliminary engagements use it.
 */
export async function deleteDepartment(db: Db, actor: Actor, departmentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The department of a company the actor sees (`companyPolicy.visible` in the query), else 404.
    const [d] = await tx
      .select()
      .from(departments)
      .where(
        and(
          eq(departments.id, departmentId),
          isNull(departments.deletedAt),
          companySeenScope(actor, departments.companyId),
        ),
      );
    if (!d) throw notFound('Department');
    await companyForDepartments(tx, actor, d.companyId);
    const [used] = await tx
      .select({ id: engagements.id })
      .from(engagements)
      .where(and(eq(engagements.departmentId, d.id), inArray(engagements.status, ['active', 'preliminary'])))
      .limit(1);
    if (used)
      throw new AppError(409, ERROR_KEYS.departmentInUse, 'Active engagements use this department; move them first.');
    await tx.update(departments).set({ deletedAt: new Date() }).where(eq(departments.id, d.id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'department.deleted',
      entityType: 'department',
      entityId: d.id,
      companyId: d.companyId,
      before: { name: d.name },
    });
  });
}
