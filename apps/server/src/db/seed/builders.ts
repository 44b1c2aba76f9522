import {
  DEFAULT_FEATURE_NAMES,
  londonDay,
  type TAmRole,
  type TEngagedEntityType,
  TERMS_VERSION,
  type TUserRole,
} from '@statera/shared';
import type { DbOrTx } from '../client.ts';
import {
  agencies,
  companies,
  companyFeatures,
  departments,
  engagedEntities,
  engagedIndividuals,
  holdingSettings,
  users,
} from '../schema/index.ts';

/** Row builders shared by the demo seed and the test factories. */
export async function insertCompany(
  db: DbOrTx,
  v: {
    name: string;
    parentId?: string | null;
    managerId?: string | null;
    number?: string;
    sector?: string;
    /** The company's UTR (spec §5 nip rule), given by its admin at activation. */
    taxNumber?: string;
  },
) {
  const [c] = await db
    .insert(companies)
    .values({
      name: v.name,
      parentId: v.parentId ?? null,
      managerId: v.managerId ?? null,
      number: v.number ?? null,
      sector: v.sector ?? null,
      taxNumber: v.taxNumber ?? null,
    })
    .returning();
  if (!v.parentId) {
    await db.insert(holdingSettings).values({ companyId: c!.id });
    // Every client has the default features, as migration 0011 gave existing ones (no end).
    await db
      .insert(companyFeatures)
      .values(DEFAULT_FEATURE_NAMES.map((name) => ({ companyId: c!.id, name, dateStart: londonDay(new Date()) })));
  }
  return c!;
}

export async function insertUser(
  db: DbOrTx,
  v: {
    email: string;
    passwordHash: string | null;
    role: TUserRole;
    companyId?: string | null;
    firstName: string;
    lastName: string;
    position?: string;
    amRole?: TAmRole;
    status?: 'awaiting_invitation' | 'invited' | 'active' | 'archived';
    /** The terms of use accepted; an active account defaults to the version in force. */
    termsVersion?: string | null;
  },
) {
  const [u] = await db
    .insert(users)
    .values({
      email: v.email.toLowerCase(),
      passwordHash: v.passwordHash,
      role: v.role,
      companyId: v.companyId ?? null,
      firstName: v.firstName,
      lastName: v.lastName,
      position: v.position ?? null,
      amRole: v.amRole ?? 'none',
      status: v.status ?? 'active',
      termsVersion:
        v.termsVersion !== undefined ? v.termsVersion : (v.status ?? 'active') === 'active' ? TERMS_VERSION : null,
    })
    .returning();
  return u!;
}

export async function insertDepartment(db: DbOrTx, companyId: string, name: string) {
  const [d] = await db.insert(departments).values({ companyId, name }).returning();
  return d!;
}

export async function insertAgency(db: DbOrTx, mainCompanyId: string, name: string, email?: string) {
  const [a] = await db
    .insert(agencies)
    .values({ mainCompanyId, name, email: email ?? null })
    .returning();
  return a!;
}

export async function insertEngagedEntity(
  db: DbOrTx,
  v: {
    mainCompanyId: string;
    name: string;
    type: TEngagedEntityType;
    number?: string;
    individualName: string;
    individualEmail?: string;
  },
) {
  const [e] = await db
    .insert(engagedEntities)
    .values({ mainCompanyId: v.mainCompanyId, name: v.name, type: v.type, number: v.number ?? null })
    .returning();
  const [i] = await db
    .insert(engagedIndividuals)
    .values({
      engagedEntityId: e!.id,
      mainCompanyId: e!.mainCompanyId,
      name: v.individualName,
      email: v.individualEmail ?? null,
    })
    .returning();
  return { entity: e!, individual: i! };
}
