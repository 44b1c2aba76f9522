import type { TPhotoParams } from '@statera/shared';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { companies } from './companies.ts';
import { amRole, userRole, userStatus } from './enums.ts';
import { storedFiles } from './files.ts';

/**
 * What the user list's search reads: email, "first last" and position in one text, the fields apart
 * by a character no one types (chr(31)), so a pattern matches within a field (or across the full
 * name) exactly as one ILIKE per field did, and one trigram index serves it (`users_search_trgm`).
 */
export const userSearchText = (t: {
  email: AnyPgColumn;
  firstName: AnyPgColumn;
  lastName: AnyPgColumn;
  position: AnyPgColumn;
}) =>
  sql`(coalesce(${t.email}, '') || chr(31) || coalesce(${t.firstName}, '') || ' ' || coalesce(${t.lastName}, '') || chr(31) || coalesce(${t.position}, ''))`;

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    position: text('position'),
    role: userRole('role').notNull(),
    amRole: amRole('am_role').notNull().default('none'),
    status: userStatus('status').notNull().default('active'),
    companyId: uuid('company_id').references((): AnyPgColumn => companies.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    /** Consecutive failed password attempts; reset by a successful login or when a lockout starts. */
    passwordChangedAt: timestamp('password_changed_at', { withTimezone: true }).notNull().defaultNow(),
    failedLoginCount: integer('failed_login_count').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    marketingApproval: boolean('marketing_approval').notNull().default(false),
    /** Set by an admin's force-password-reset: the next sign-in must change the password. */
    passwordChangeRequired: boolean('password_change_required').notNull().default(false),
    inviterId: uuid('inviter_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    /** The user's own sign-in verification choice; null follows the group setting. */
    mailVerificationPeriod: text('mail_verification_period'),
    mailVerificationNewDevice: boolean('mail_verification_new_device'),
    /** Extra permissions granted to this user (spec §6: amend dates, email contractors, …). */
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    ssoProviderId: uuid('sso_provider_id'),
    ssoSubject: text('sso_subject'),
    termsVersion: text('terms_version'),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    /** The status when it was archived; a restore with the company goes back to it. */
    statusBeforeArchive: userStatus('status_before_archive'),
    /** A deleted user keeps the row for history; the email is freed (unique only among live users). */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    /** The avatar (spec `photoId`): the cropped picture shown; its URL is versioned by this id. */
    photoId: uuid('photo_id').references((): AnyPgColumn => storedFiles.id, { onDelete: 'set null' }),
    /** The picture the avatar was cropped from (spec `originalPhotoId`), kept to crop again. */
    originalPhotoId: uuid('original_photo_id').references((): AnyPgColumn => storedFiles.id, {
      onDelete: 'set null',
    }),
    /** The crop of the original (spec `photoParams`), in the original's pixels. */
    photoParams: jsonb('photo_params').$type<TPhotoParams>(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email).where(sql`${t.deletedAt} is null`),
    index('users_company_idx').on(t.companyId),
    // The user list's search (email, first, last and full name, position) through one trigram index.
    index('users_search_trgm').using('gin', sql`${userSearchText(t)} gin_trgm_ops`),
    uniqueIndex('users_sso_subject_uq').on(t.ssoProviderId, t.ssoSubject),
  ],
);

/** Opaque refresh tokens, stored as SHA-256 hashes; a family is one login's rotation chain. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('refresh_tokens_hash_uq').on(t.tokenHash), index('refresh_tokens_family_idx').on(t.familyId)],
);

/** Earlier password hashes, so a password is not reused within 4 years (spec §5). */
export const passwordHistory = pgTable(
  'password_history',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    passwordHash: text('password_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use tokens for a forced password change, recovery or registration; stored hashed. */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type', { enum: ['change', 'recovery', 'registration'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_tokens_hash_uq').on(t.tokenHash)],
);
