import {
  COMPANY_TRANSITIONS,
  ERROR_KEYS,
  TERMS_VERSION,
  type TLoginResponse,
  type TRegistrationInfo,
  USER_TRANSITIONS,
} from '@statera/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { AccessTokens } from '../../lib/tokens.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { openSession } from '../auth/auth.service.ts';
import {
  assertFreshPassword,
  claimPasswordToken,
  findPasswordToken,
  invalidToken,
  setPassword,
} from '../auth/password.service.ts';
import { startOnboarding } from '../onboarding/onboarding.service.ts';

type CompanyRow = typeof companies.$inferSelect;

/** The live invitation behind a registration link, or 404 errors.tokenInvalid (unknown, expired, used). */
async function loadInvitation(db: DbOrTx, token: string) {
  const row = await findPasswordToken(db, token, 'registration');
  const [found] = await db
    .select({ user: users, company: companies })
    .from(users)
    .leftJoin(companies, eq(companies.id, users.companyId))
    .where(and(eq(users.id, row.userId), isNull(users.deletedAt)));
  if (found?.user.status !== 'invited') throw invalidToken();
  return { tokenId: row.id, user: found.user, company: found.company };
}

/** The client admin of a client awaiting activation gives the company's tax number (spec §2). */
function needsTaxNumber(user: { role: string }, company: CompanyRow | null): boolean {
  return user.role === 'client_admin' && company !== null && company.parentId === null && company.status === 'awaiting';
}

export async function registrationInfo(db: Db, token: string): Promise<TRegistrationInfo> {
  const { user, company } = await loadInvitation(db, token);
  return {
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    companyName: company?.name ?? null,
    companyStatus: company?.status ?? null,
    needsTaxNumber: needsTaxNumber(user, company),
    existingAccount: user.passwordHash !== null,
  };
}

const normaliseNip = (v: string) => v.replace(/[\s-]/g, '');

/**
 * Whether the invitee may become active now: the company is active, or the invitee is its client
 * admin giving a valid, unused tax number (which activates it). Returns the tax number to store.
 */
async function checkActivation(
  db: DbOrTx,
  user: { role: string },
  company: CompanyRow | null,
  taxNumber: string | undefined,
): Promise<string | null> {
  if (!company) return null;
  if (needsTaxNumber(user, company)) {
    const nip = normaliseNip(taxNumber ?? '');
    if (!nip) {
      throw new AppError(400, ERROR_KEYS.validation, "The company's tax number is required.", {
        taxNumber: ['errors.required'],
      });
    }
    const [clash] = await db
      .select({ id: companies.id })
      .from(companies)
      .where(and(eq(companies.taxNumber, nip), ne(companies.id, company.id), isNull(companies.deletedAt)));
    if (clash) {
      throw new AppError(422, ERROR_KEYS.companyTaxNumberExists, 'A company with this tax number exists.', {
        taxNumber: [ERROR_KEYS.companyTaxNumberExists],
      });
    }
    return nip;
  }
  if (company.status !== 'active') {
    throw conflict(
      ERROR_KEYS.cannotActivateUserInInactiveCompany,
      'The company is not active, so the account cannot be activated.',
    );
  }
  return null;
}

/** Activates the invitee (and with a tax number their company), starts onboarding and signs them in. */
async function activate(
  tx: Tx,
  tokens: AccessTokens,
  inv: Awaited<ReturnType<typeof loadInvitation>>,
  nip: string | null,
  action: 'user.registered' | 'user.invitation_confirmed',
): Promise<TLoginResponse> {
  await claimPasswordToken(tx, inv.tokenId);
  const { user, company } = inv;
  if (nip && company) {
    // serialise activations so two companies never take one tax number
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('companies.tax_number'))`);
    await checkActivation(tx, user, company, nip);
    assertTransition(COMPANY_TRANSITIONS, 'company', company.status, 'activate', 'active');
    await tx.update(companies).set({ taxNumber: nip, status: 'active' }).where(eq(companies.id, company.id));
    await recordAudit(tx, {
      actorId: user.id,
      action: 'company.activated',
      entityType: 'company',
      entityId: company.id,
      companyId: company.id,
      before: { status: company.status },
      after: { status: 'active', taxNumber: nip },
    });
  }
  // The registration and confirmation forms state that going on accepts the terms of use in force.
  assertTransition(USER_TRANSITIONS, 'user', user.status, 'register', 'active');
  await tx
    .update(users)
    .set({ status: 'active', archivedAt: null, statusBeforeArchive: null, termsVersion: TERMS_VERSION })
    .where(eq(users.id, user.id));
  await startOnboarding(tx, { id: user.id, role: user.role, companyHasParent: company?.parentId != null });
  await recordAudit(tx, {
    actorId: user.id,
    action,
    entityType: 'user',
    entityId: user.id,
    companyId: user.companyId,
    before: { status: user.status },
    after: { status: 'active' },
  });
  // The link proved the mailbox, so it stands in for the sign-in verification code.
  return openSession(tx, tokens, user);
}

export interface RegistrationInput {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  position?: string | null;
  phone?: string | null;
  marketingApproval: boolean;
  taxNumber?: string;
}

/**
 * POST /api/users/{token}: a new account from an invitation. Answers like POST /api/login, so the
 * new user is signed in. An address that already has an account confirms instead (409).
 */
export async function register(
  db: Db,
  tokens: AccessTokens,
  token: string,
  input: RegistrationInput,
): Promise<TLoginResponse> {
  const inv = await loadInvitation(db, token);
  if (inv.user.passwordHash) {
    throw conflict(ERROR_KEYS.accountExists, 'This address has an account: confirm the invitation with its password.');
  }
  if (input.email !== inv.user.email) {
    throw new AppError(400, ERROR_KEYS.validation, 'Use the address the invitation was sent to.', {
      email: [ERROR_KEYS.emailMismatch],
    });
  }
  const nip = await checkActivation(db, inv.user, inv.company, input.taxNumber);
  await assertFreshPassword(db, inv.user.id, input.password);
  return db.transaction(async (tx) => {
    await setPassword(tx, inv.user.id, input.password);
    await tx
      .update(users)
      .set({
        firstName: input.firstName,
        lastName: input.lastName,
        position: input.position ?? null,
        phone: input.phone ?? null,
        marketingApproval: input.marketingApproval,
      })
      .where(eq(users.id, inv.user.id));
    return activate(tx, tokens, inv, nip, 'user.registered');
  });
}

/**
 * PUT /api/users/{token}/confirm: an invitation sent to an existing (archived) account, accepted
 * with the account's current password; the account keeps its password and profile.
 */
export async function confirmInvitation(
  db: Db,
  tokens: AccessTokens,
  token: string,
  input: { password: string; taxNumber?: string },
): Promise<TLoginResponse> {
  const inv = await loadInvitation(db, token);
  if (!inv.user.passwordHash) {
    throw conflict(ERROR_KEYS.conflict, 'This invitation is for a new account: register instead.');
  }
  if (!(await verifyPassword(inv.user.passwordHash, input.password))) {
    throw new AppError(400, ERROR_KEYS.wrongPassword, 'Wrong password.', { password: [ERROR_KEYS.wrongPassword] });
  }
  const nip = await checkActivation(db, inv.user, inv.company, input.taxNumber);
  return db.transaction((tx) => activate(tx, tokens, inv, nip, 'user.invitation_confirmed'));
}
