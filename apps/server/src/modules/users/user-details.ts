import type { TUser } from '@statera/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import {
  companies,
  holdingSettings,
  onboardingSteps,
  ssoProviders,
  userGuidances,
  userGuidanceViews,
  users,
} from '../../db/schema/index.ts';
import { hasApiKey } from '../api-keys/api-key.service.ts';
import { enabledFeatureNames } from '../features/feature-access.ts';
import { presentUser, presentUserOption, type UserDetails, userOptionColumns } from './user.presenter.ts';
import { type CompanyOfUser, seatCounts, type UserRow } from './user.repository.ts';
import { gateUserAbilities } from './user-feature-abilities.ts';

/** The group's blocked permissions for a company person (provider staff are never blocked). */
export async function blockedPermissionsOf(db: DbOrTx, company: CompanyOfUser | null): Promise<string[]> {
  if (!company) return [];
  const [s] = await db
    .select({ blocked: holdingSettings.blockedPermissions })
    .from(holdingSettings)
    .where(eq(holdingSettings.companyId, company.rootId));
  return s?.blocked ?? [];
}

/**
 * Whether guidance exists that the user has not opened (the user-guidance module's `unseen`, spelled
 * out here: that module reads users and documents, so users may not import it).
 */
async function hasUnseenGuidance(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: userGuidances.id })
    .from(userGuidances)
    .where(
      sql`not exists (select 1 from ${userGuidanceViews} v where v.guidance_id = ${userGuidances.id} and v.user_id = ${userId})`,
    )
    .limit(1);
  return row !== undefined;
}

async function managedClients(db: DbOrTx, u: UserRow) {
  if (u.role !== 'provider_user' && u.role !== 'provider_admin') {
    return { counts: { active: 0, archived: 0, awaiting: 0 }, list: [] };
  }
  const list = await db
    .select({ id: companies.id, name: companies.name, status: companies.status })
    .from(companies)
    .where(and(eq(companies.managerId, u.id), isNull(companies.parentId), isNull(companies.deletedAt)))
    .orderBy(asc(companies.name));
  const counts = { active: 0, archived: 0, awaiting: 0 };
  for (const c of list) counts[c.status]++;
  return { counts, list: list.map((c) => ({ id: c.id, name: c.name })) };
}

/** Loads what the full user needs beside its row, then presents it for the viewer. */
export async function presentUserFor(
  db: DbOrTx,
  u: UserRow,
  company: CompanyOfUser | null,
  viewer: Actor,
): Promise<TUser> {
  const [inviter] = u.inviterId ? await db.select(userOptionColumns).from(users).where(eq(users.id, u.inviterId)) : [];
  const steps = await db
    .select()
    .from(onboardingSteps)
    .where(eq(onboardingSteps.userId, u.id))
    .orderBy(asc(onboardingSteps.createdAt), asc(onboardingSteps.step));
  const [sso] = u.ssoProviderId
    ? await db.select({ name: ssoProviders.displayName }).from(ssoProviders).where(eq(ssoProviders.id, u.ssoProviderId))
    : [];
  const [root] =
    company && u.role === 'client_admin'
      ? await db
          .select({ flag: companies.shouldSetAppealManagers })
          .from(companies)
          .where(eq(companies.id, company.rootId))
      : [];
  const seats = (await seatCounts(db, [u.id])).get(u.id)!;
  const clients = await managedClients(db, u);
  const details: UserDetails = {
    company,
    inviter: inviter ? presentUserOption(inviter) : null,
    blockedPermissions: await blockedPermissionsOf(db, company),
    onboardingSteps: steps.map((s) => ({
      id: s.id,
      step: s.step,
      completed: s.completedAt !== null,
      userId: s.userId,
    })),
    managedClientCount: clients.counts,
    managedCompanies: clients.list,
    engagementAsAnswererCount: seats.engagementsAsAnswerer,
    engagementAsApproverCount: seats.engagementsAsApprover,
    hasApiKeyGenerated: await hasApiKey(db, u.id),
    shouldSetAppealManagers: root?.flag ?? false,
    ssoProviderName: sso?.name ?? null,
    hasUnseenUserGuidances: viewer.id === u.id && u.role !== 'api_user' && (await hasUnseenGuidance(db, u.id)),
  };
  const user = presentUser(u, details, viewer);
  if (!company) return user;
  return gateUserAbilities(user, await enabledFeatureNames(db, company.id), viewer.id === u.id);
}
