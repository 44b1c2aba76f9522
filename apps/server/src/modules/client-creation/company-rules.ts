import { ERROR_KEYS } from '@statera/shared';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { companies, users } from '../../db/schema/index.ts';
import { checkInvitees } from '../invitations/invitation-batch.ts';
import type { EmailClassification } from '../invitations/invitee.ts';

/**
 * The validate step of creating a client or subsidiary, shared by POST companies and the clients
 * and subsidiaries imports: what a batch names is loaded once (`loadCompanyContext`), each company
 * is then checked in memory (`companyErrors`); the apply step is `applyNewCompany` (create-client.ts).
 */
export interface NewCompanyInput {
  name: string;
  companyNumber: string;
  companyAdminEmail: string;
  appealManagerEmail?: string | undefined;
  gtManagerEmail?: string | undefined;
}

export interface CompanyContext {
  /** Live companies' names and numbers (lower case) among those the batch names. */
  takenNames: Set<string>;
  takenNumbers: Set<string>;
  people: EmailClassification;
  /** Active provider users among the managers the batch names, by email. */
  managers: Map<string, string>;
}

const lower = (v: string) => v.toLowerCase();

export async function loadCompanyContext(tx: DbOrTx, inputs: readonly NewCompanyInput[]): Promise<CompanyContext> {
  const names = [...new Set(inputs.map((i) => lower(i.name)))];
  const numbers = [...new Set(inputs.map((i) => lower(i.companyNumber)))];
  const live = isNull(companies.deletedAt);
  const taken = names.length
    ? await tx
        .select({ name: sql<string>`lower(${companies.name})`, number: sql<string | null>`lower(${companies.number})` })
        .from(companies)
        .where(and(live, sql`(lower(${companies.name}) in ${names} or lower(${companies.number}) in ${numbers})`))
    : [];
  const emails = [
    ...new Set(inputs.flatMap((i) => [i.companyAdminEmail, i.appealManagerEmail].filter((e): e is string => !!e))),
  ];
  const { found } = await checkInvitees(tx, emails);
  const managerEmails = [...new Set(inputs.map((i) => i.gtManagerEmail).filter((e): e is string => !!e))];
  const managers = managerEmails.length
    ? await tx
        .select({ id: users.id, email: users.email })
        .from(users)
        .where(
          and(
            inArray(users.email, managerEmails),
            eq(users.role, 'provider_user'),
            eq(users.status, 'active'),
            isNull(users.deletedAt),
          ),
        )
    : [];
  return {
    takenNames: new Set(taken.map((t) => t.name)),
    takenNumbers: new Set(taken.map((t) => t.number).filter((n): n is string => !!n)),
    people: found,
    managers: new Map(managers.map((m) => [m.email, m.id])),
  };
}

/**
 * Spec §8: a name or number in use, an admin (or appeal manager) address of a live user, a manager
 * who is not an active provider user. Field errors, none when the company may be created.
 */
export function companyErrors(input: NewCompanyInput, ctx: CompanyContext): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  if (ctx.takenNames.has(lower(input.name))) errors.name = [ERROR_KEYS.nameMustBeUnique];
  if (ctx.takenNumbers.has(lower(input.companyNumber))) errors.companyNumber = [ERROR_KEYS.numberMustBeUnique];
  const used = ctx.people.used;
  if (used.includes(input.companyAdminEmail)) errors.companyAdminEmail = [ERROR_KEYS.emailTaken];
  const appeal = input.appealManagerEmail;
  if (appeal && appeal !== input.companyAdminEmail && used.includes(appeal)) {
    errors.appealManagerEmail = [ERROR_KEYS.emailTaken];
  }
  if (input.gtManagerEmail && !ctx.managers.has(input.gtManagerEmail)) {
    errors.gtManagerEmail = [ERROR_KEYS.managerMustBeProviderUser];
  }
  return errors;
}
