import { randomUUID } from 'node:crypto';
import type { TAmRole, TEngagedEntityType, TUserRole } from '@statera/shared';
import type { Db } from '../../src/db/client.ts';
import {
  insertAgency,
  insertCompany,
  insertDepartment,
  insertEngagedEntity,
  insertUser,
} from '../../src/db/seed/builders.ts';
import { hashPassword } from '../../src/lib/passwords.ts';

export const TEST_PASSWORD = 'Correct-Horse-42!';
let hash: Promise<string> | undefined;
const passwordHash = () => {
  hash ??= hashPassword(TEST_PASSWORD);
  return hash;
};

const uid = () => randomUUID().slice(0, 8);

export type UserRow = Awaited<ReturnType<typeof insertUser>>;

export async function buildUser(
  db: Db,
  v: { role: TUserRole; companyId?: string | null; amRole?: TAmRole; status?: 'active' | 'archived' | 'invited' },
): Promise<UserRow> {
  const id = uid();
  return insertUser(db, {
    email: `${v.role}.${id}@example.test`,
    passwordHash: await passwordHash(),
    role: v.role,
    companyId: v.companyId ?? null,
    amRole: v.amRole,
    status: v.status,
    firstName: v.role.replace('_', ' '),
    lastName: id,
  });
}

export async function buildEngagedEntity(db: Db, mainCompanyId: string, type: TEngagedEntityType = 'company') {
  return insertEngagedEntity(db, {
    mainCompanyId,
    name: `Contractor ${uid()} Ltd`,
    type,
    individualName: `Worker ${uid()}`,
  });
}

/** A client group with a subsidiary, a department, an agency, an engaged entity and one user per role. */
export async function buildTenant(db: Db) {
  const company = await insertCompany(db, { name: `Client ${uid()} plc` });
  const subsidiary = await insertCompany(db, { name: `Subsidiary ${uid()} Ltd`, parentId: company.id });
  const department = await insertDepartment(db, company.id, 'Engineering');
  const agency = await insertAgency(db, company.id, `Agency ${uid()}`);
  const { entity, individual } = await buildEngagedEntity(db, company.id);
  const [clientAdmin, companyAdmin, specialist, approver, clientUser, subSpecialist] = await Promise.all([
    buildUser(db, { role: 'client_admin', companyId: company.id }),
    buildUser(db, { role: 'company_admin', companyId: subsidiary.id }),
    buildUser(db, { role: 'specialist', companyId: company.id }),
    buildUser(db, { role: 'approver', companyId: company.id }),
    buildUser(db, { role: 'client_user', companyId: company.id }),
    buildUser(db, { role: 'specialist', companyId: subsidiary.id }),
  ]);
  return {
    company,
    subsidiary,
    department,
    agency,
    entity,
    individual,
    clientAdmin,
    companyAdmin,
    specialist,
    approver,
    clientUser,
    subSpecialist,
  };
}
export type Tenant = Awaited<ReturnType<typeof buildTenant>>;
