import { randomUUID } from 'node:crypto';
import { type TUserRole, utrCheckDigit } from '@statera/shared';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { companies, emailMessages } from '../../src/db/schema/index.ts';
import { insertCompany, insertUser } from '../../src/db/seed/builders.ts';
import { issueRegistrationToken } from '../../src/modules/invitations/invitee.ts';

const uid = () => randomUUID().slice(0, 8);

export const newEmail = (prefix = 'invitee') => `${prefix}.${uid()}@example.test`;

/** A random 10-digit UTR with a correct check digit (the spec §5 nip rule; docs/decisions/utr.md). */
export function validNip(): string {
  const rest = Array.from({ length: 9 }, () => Math.floor(Math.random() * 10)).join('');
  return `${utrCheckDigit(rest)}${rest}`;
}

/** An invited (not yet registered) user with a live registration link. */
export async function buildInvitee(
  db: Db,
  v: { role: TUserRole; companyId: string | null; passwordHash?: string | null; email?: string },
) {
  const user = await insertUser(db, {
    email: v.email ?? newEmail(v.role),
    passwordHash: v.passwordHash ?? null,
    role: v.role,
    companyId: v.companyId,
    status: 'invited',
    firstName: '',
    lastName: '',
  });
  const token = await issueRegistrationToken(db, user.id);
  return { user, token };
}

/** A new client awaiting activation, with its invited client admin. */
export async function buildAwaitingClient(db: Db) {
  const company = await insertCompany(db, { name: `Awaiting ${uid()} plc`, number: uid() });
  await db.update(companies).set({ status: 'awaiting' }).where(eq(companies.id, company.id));
  const { user: admin, token } = await buildInvitee(db, { role: 'client_admin', companyId: company.id });
  return { company: { ...company, status: 'awaiting' as const }, admin, token };
}

/** Messages in the outbox for one address, oldest first. */
export function outboxFor(db: Db, to: string) {
  return db.select().from(emailMessages).where(eq(emailMessages.to, to)).orderBy(asc(emailMessages.createdAt));
}

/** The registration token in an invitation email's link. */
export function tokenInMail(text: string): string {
  const m = /\/registration\/([A-Za-z0-9_-]+)/.exec(text);
  if (!m) throw new Error(`no registration link in: ${text}`);
  return m[1]!;
}

/** A registration body that passes every rule. */
export function registrationBody(email: string, over: Record<string, unknown> = {}) {
  return {
    email,
    password: 'Fresh-Start-2026!',
    firstName: 'Ada',
    lastName: 'Lovelace',
    position: 'Head of Resourcing',
    phone: '+44 20 7946 0000',
    marketingApproval: true,
    ...over,
  };
}
