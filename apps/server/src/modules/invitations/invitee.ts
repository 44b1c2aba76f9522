import {
  ERROR_KEYS,
  INVITATION_TTL_DAYS,
  isCompanyAdminRole,
  isProviderRole,
  type TAmRole,
  type TInvitedUser,
  type TUserRole,
  USER_TRANSITIONS,
} from '@statera/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { passwordTokens, users } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { randomToken, sha256 } from '../../lib/tokens.ts';
import { assertTransition } from '../../lib/transitions.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { invitationEmail, type TInvitationKind } from '../mail/templates/invitation.ts';

export type UserRow = typeof users.$inferSelect;

/** Who an address belongs to: nobody, an archived account (it may be invited again), or a live user. */
export interface EmailClassification {
  free: string[];
  archived: Map<string, UserRow>;
  used: string[];
}

export async function classifyEmails(tx: DbOrTx, emails: readonly string[]): Promise<EmailClassification> {
  const rows =
    emails.length === 0
      ? []
      : await tx
          .select()
          .from(users)
          .where(and(inArray(users.email, [...emails]), isNull(users.deletedAt)))
          .for('update');
  const byEmail = new Map(rows.map((r) => [r.email, r]));
  const out: EmailClassification = { free: [], archived: new Map(), used: [] };
  for (const email of emails) {
    const row = byEmail.get(email);
    if (!row) out.free.push(email);
    else if (row.status === 'archived') out.archived.set(email, row);
    else out.used.push(email);
  }
  return out;
}

/** 422 errors.invalidEmails listing the refused addresses; nothing is sent. */
export function emailsRefused(invalid: readonly string[], used: readonly string[]): AppError {
  const parts = [
    invalid.length ? `not valid: ${invalid.join(', ')}` : '',
    used.length ? `already used: ${used.join(', ')}` : '',
  ].filter(Boolean);
  const errors: Record<string, string[]> = { emails: [ERROR_KEYS.invalidEmails] };
  if (invalid.length) errors.invalidEmails = [...invalid];
  if (used.length) errors.usedEmails = [...used];
  return new AppError(422, ERROR_KEYS.invalidEmails, `Some addresses cannot be invited (${parts.join('; ')}).`, errors);
}

/** A unique-index violation (two requests inviting one address at once). */
export function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
}

export interface InviteeTarget {
  role: TUserRole;
  companyId: string | null;
  status: 'invited' | 'awaiting_invitation';
  inviterId: string;
  amRole?: TAmRole;
  firstName?: string;
  lastName?: string;
}

/**
 * Creates the invited user, or invites an archived account again: it moves to the new company and
 * role and keeps its password, so its holder confirms with that password (PUT users/{token}/confirm).
 */
export async function upsertInvitee(
  tx: DbOrTx,
  email: string,
  target: InviteeTarget,
  archived?: UserRow,
): Promise<UserRow> {
  const values = {
    role: target.role,
    companyId: target.companyId,
    status: target.status,
    amRole: target.amRole ?? 'none',
    inviterId: target.inviterId,
    invitedAt: new Date(),
  } as const;
  if (archived) {
    assertTransition(USER_TRANSITIONS, 'user', archived.status, 'invite', target.status);
    const [row] = await tx
      .update(users)
      .set({
        ...values,
        archivedAt: null,
        statusBeforeArchive: null,
        permissions: [],
        ...(target.firstName ? { firstName: target.firstName, lastName: target.lastName ?? '' } : {}),
      })
      .where(eq(users.id, archived.id))
      .returning();
    return row!;
  }
  const [row] = await tx
    .insert(users)
    .values({
      ...values,
      email,
      passwordHash: null,
      firstName: target.firstName ?? '',
      lastName: target.lastName ?? '',
    })
    .returning();
  return row!;
}

/** A new single-use registration token; the user's earlier unused ones die. */
export async function issueRegistrationToken(tx: DbOrTx, userId: string): Promise<string> {
  await revokeRegistrationTokens(tx, userId);
  const token = randomToken();
  await tx.insert(passwordTokens).values({
    userId,
    type: 'registration',
    tokenHash: sha256(token),
    expiresAt: new Date(Date.now() + INVITATION_TTL_DAYS * 86_400_000),
  });
  return token;
}

export async function revokeRegistrationTokens(tx: DbOrTx, userId: string): Promise<void> {
  await tx
    .update(passwordTokens)
    .set({ usedAt: new Date() })
    .where(
      and(eq(passwordTokens.userId, userId), eq(passwordTokens.type, 'registration'), isNull(passwordTokens.usedAt)),
    );
}

export interface InvitationContext {
  publicUrl: string;
  inviterName: string | null;
  companyName: string | null;
  /** The invitee will be asked for the company's tax number (client admin of an awaiting client). */
  asksTaxNumber?: boolean;
  /** Not sent before this time: an import releases its invitations in throttled batches. */
  notBefore?: Date;
}

function kindOf(user: UserRow): TInvitationKind {
  if (user.passwordHash) return 'existing_account';
  if (isProviderRole(user.role)) return 'provider_user';
  if (isCompanyAdminRole(user.role)) return 'client_admin';
  return 'client_user';
}

/** Issues the registration link and puts the invitation email in the outbox (same transaction). */
export async function sendInvitation(tx: DbOrTx, user: UserRow, ctx: InvitationContext): Promise<void> {
  const token = await issueRegistrationToken(tx, user.id);
  await enqueueEmail(tx, {
    to: user.email,
    content: invitationEmail({
      kind: kindOf(user),
      firstName: user.firstName,
      inviterName: ctx.inviterName,
      companyName: ctx.companyName,
      link: `${ctx.publicUrl.replace(/\/+$/, '')}/registration/${token}`,
      validDays: INVITATION_TTL_DAYS,
      asksTaxNumber: ctx.asksTaxNumber ?? false,
    }),
    entityType: 'user',
    entityId: user.id,
    ...(ctx.notBefore ? { notBefore: ctx.notBefore } : {}),
  });
}

/**
 * When the `index`-th invitation of an import may go out: CSV_IMPORT_LIMITS.invitationsPerMinute a
 * minute from `start`, so a file of 400 people never sends 400 emails at once.
 */
export const throttledSendTime = (start: Date, index: number, perMinute: number) =>
  new Date(start.getTime() + Math.floor(index / perMinute) * 60_000);

/** The display name of the person sending an invitation. */
export async function personName(tx: DbOrTx, userId: string): Promise<string | null> {
  const [u] = await tx
    .select({ firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(eq(users.id, userId));
  const name = u ? `${u.firstName} ${u.lastName}`.trim() : '';
  return name || null;
}

export function presentInvitedUser(u: UserRow): TInvitedUser {
  return {
    id: u.id,
    email: u.email,
    firstName: u.firstName,
    lastName: u.lastName,
    role: u.role,
    status: u.status,
    companyId: u.companyId,
  };
}
