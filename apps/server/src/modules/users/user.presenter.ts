import type { TUser, TUserOption } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { users } from '../../db/schema/index.ts';
import { userAbilities } from './user.policy.ts';

type UserRow = typeof users.$inferSelect;

/** The columns a user option needs; select these wherever a person is shown beside a record. */
export const userOptionColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  position: users.position,
};

export function fullName(u: { firstName: string; lastName: string }): string {
  return `${u.firstName} ${u.lastName}`.trim();
}

export function presentUserOption(
  u: Pick<UserRow, 'id' | 'firstName' | 'lastName' | 'email' | 'position'>,
): TUserOption {
  return { id: u.id, name: fullName(u), email: u.email, position: u.position };
}

export function presentUser(
  u: UserRow,
  company: { id: string; name: string; parentId: string | null } | null,
  viewer: Actor,
  subject: Actor | null,
): TUser {
  return {
    id: u.id,
    firstName: u.firstName,
    lastName: u.lastName,
    fullName: fullName(u),
    email: u.email,
    phone: u.phone,
    position: u.position,
    role: u.role,
    amRole: u.amRole,
    status: u.status,
    companyId: u.companyId,
    company,
    isGTAdmin: u.role === 'provider_admin',
    isGTUser: u.role === 'provider_user',
    isClientAdmin: u.role === 'client_admin',
    isSubsidiaryAdmin: u.role === 'company_admin',
    isClientUser: u.role === 'client_user',
    isApprover: u.role === 'approver' || u.role === 'client_admin',
    isSpecialist: u.role === 'specialist' || u.role === 'client_admin',
    isApiUser: u.role === 'api_user',
    abilities: subject && viewer.id === subject.id ? userAbilities(subject) : {},
  };
}
