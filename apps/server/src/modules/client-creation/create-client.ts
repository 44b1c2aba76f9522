import { ERROR_KEYS, type TCreatedClient } from '@statera/shared';
import { sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { managedCompany } from '../../authz/tenancy.ts';
import type { Db, Tx } from '../../db/client.ts';
import { companies, holdingSettings } from '../../db/schema/index.ts';
import { AppError, conflict } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { grantDefaultFeatures } from '../features/default-features.ts';
import {
  classifyEmails,
  isUniqueViolation,
  personName,
  sendInvitation,
  upsertInvitee,
} from '../invitations/invitee.ts';
import { completeOnboardingStep } from '../onboarding/onboarding.service.ts';
import { resolveManager } from './client-manager.ts';
import { companyErrors, loadCompanyContext } from './company-rules.ts';

export interface CreateClientInput {
  name: string;
  companyNumber: string;
  sector?: string | null;
  accountingYearEnd?: string | null;
  externalCompanyId?: string | null;
  companyAdminEmail: string;
  gtManagerEmail?: string;
  appealManagerEmail?: string;
  parentId?: string | null;
}

const fieldErrors = (errors: Record<string, string[]>, key: string = ERROR_KEYS.validation) =>
  new AppError(422, key, 'Some fields cannot be accepted.', errors);

/** 422 per field when the name or number is taken, or an email belongs to a live user (company-rules.ts). */
async function assertFree(tx: Tx, input: CreateClientInput): Promise<void> {
  const { gtManagerEmail: _chosenApart, ...rest } = input;
  const errors = companyErrors(rest, await loadCompanyContext(tx, [rest]));
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
}

/**
 * POST /api/companies. Without parentId a new client: provider staff only, status awaiting until
 * its admin registers with the company's tax number, group settings created, the creating provider
 * user (or gtManagerEmail, chosen by a provider admin) manages it. With parentId a subsidiary of an
 * active client: also its client admin may create it; it is active at once. Either way the admin
 * (and a separate lead appeal manager, when appealManagerEmail is given) is invited; one transaction.
 */
export async function createClient(
  db: Db,
  actor: Actor,
  input: CreateClientInput,
  publicUrl: string,
): Promise<TCreatedClient> {
  const parent = input.parentId ? await checkParent(db, actor, input.parentId) : null;
  if (!parent) authorize(actor, 'clientCreation.createClient');
  if (parent && input.gtManagerEmail) {
    throw new AppError(400, ERROR_KEYS.validation, 'A subsidiary follows its client’s manager.', {
      gtManagerEmail: ['errors.shouldNotBeFilled'],
    });
  }
  const managerId = parent ? null : await resolveManager(db, actor, input.gtManagerEmail);
  try {
    return await db.transaction(async (tx) => {
      await lockCompanyCreation(tx);
      await assertFree(tx, input);
      const created = await applyNewCompany(tx, actor, input, { parentId: parent?.id ?? null, managerId, publicUrl });
      // a no-op for anyone without that onboarding step (only a client admin has it)
      if (parent) await completeOnboardingStep(tx, actor.id, 'add_subsidiary');
      return created;
    });
  } catch (err) {
    if (isUniqueViolation(err)) throw fieldErrors({ companyAdminEmail: [ERROR_KEYS.emailTaken] });
    throw err;
  }
}

/** One creation (or import of companies) at a time, so two never both take a name or number. */
export async function lockCompanyCreation(tx: Tx): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('companies.create'))`);
}

/** Where a new company goes and how its people are invited (the import may hold the admin's invitation). */
export interface NewCompanyPlacement {
  parentId: string | null;
  managerId: string | null;
  publicUrl: string;
  /** false: the admin waits (awaiting_invitation) until a provider admin sends the invitation. */
  inviteAdmin?: boolean;
  /** An import's invitations go out in throttled batches. */
  notBefore?: Date;
}

/**
 * The apply step of creating a client or subsidiary (checked by company-rules.ts), in the caller's
 * transaction: the company, a client's group settings and default features, its admin (and lead
 * appeal manager) invited, the audit event. Shared by POST companies and the imports.
 */
export async function applyNewCompany(
  tx: Tx,
  actor: Actor,
  input: CreateClientInput,
  placement: NewCompanyPlacement,
): Promise<TCreatedClient> {
  const { parentId, managerId } = placement;
  const parent = parentId ? { id: parentId } : null;
  const [company] = await tx
    .insert(companies)
    .values({
      name: input.name,
      number: input.companyNumber,
      sector: input.sector ?? null,
      accountingYearEnd: input.accountingYearEnd ?? null,
      externalCompanyId: input.externalCompanyId ?? null,
      parentId: parent?.id ?? null,
      managerId,
      status: parent ? 'active' : 'awaiting',
    })
    .returning();
  if (!parent) {
    await tx.insert(holdingSettings).values({ companyId: company!.id });
    await grantDefaultFeatures(tx, company!.id);
  }
  const admin = await inviteCompanyPeople(tx, actor, company!, input, placement);
  await recordAudit(tx, {
    actorId: actor.id,
    action: parent ? 'company.subsidiary_created' : 'company.created',
    entityType: 'company',
    entityId: company!.id,
    companyId: company!.id,
    after: { ...input, status: company!.status, managerId },
  });
  return {
    id: company!.id,
    name: company!.name,
    number: company!.number,
    status: company!.status,
    parentId: company!.parentId,
    managerId: company!.managerId,
    admin: { id: admin.id, email: admin.email, status: admin.status },
  };
}

async function checkParent(db: Db, actor: Actor, parentId: string) {
  authorize(actor, 'clientCreation.createSubsidiary');
  const parent = await managedCompany(db, actor, parentId);
  if (parent.parentId !== null) {
    throw new AppError(400, ERROR_KEYS.validation, 'A subsidiary cannot have subsidiaries.', {
      parentId: ['errors.invalidOption'],
    });
  }
  if (parent.status !== 'active') {
    throw conflict(ERROR_KEYS.companyNotActive, 'Subsidiaries are added once the client is active.');
  }
  return parent;
}

/** The company's admin, and the lead appeal manager when a separate address is given. */
async function inviteCompanyPeople(
  tx: Tx,
  actor: Actor,
  company: typeof companies.$inferSelect,
  input: CreateClientInput,
  placement: NewCompanyPlacement,
) {
  const isMain = company.parentId === null;
  const publicUrl = placement.publicUrl;
  const later = placement.notBefore ? { notBefore: placement.notBefore } : {};
  const appeal = input.appealManagerEmail;
  const found = await classifyEmails(tx, [input.companyAdminEmail, ...(appeal ? [appeal] : [])]);
  const ctx = { publicUrl, inviterName: await personName(tx, actor.id), companyName: company.name, ...later };
  const inviteAdmin = placement.inviteAdmin ?? true;
  const admin = await upsertInvitee(
    tx,
    input.companyAdminEmail,
    {
      role: isMain ? 'client_admin' : 'company_admin',
      companyId: company.id,
      status: inviteAdmin ? 'invited' : 'awaiting_invitation',
      inviterId: actor.id,
      amRole: appeal === input.companyAdminEmail ? 'lead_appeal_manager' : 'none',
    },
    found.archived.get(input.companyAdminEmail),
  );
  if (inviteAdmin) await sendInvitation(tx, admin, { ...ctx, asksTaxNumber: isMain });
  if (appeal && appeal !== input.companyAdminEmail) {
    // In a client awaiting activation the invitation waits for a provider admin, like any other.
    const status = company.status === 'awaiting' ? 'awaiting_invitation' : 'invited';
    const manager = await upsertInvitee(
      tx,
      appeal,
      { role: 'client_user', companyId: company.id, status, inviterId: actor.id, amRole: 'lead_appeal_manager' },
      found.archived.get(appeal),
    );
    if (status === 'invited') await sendInvitation(tx, manager, ctx);
  }
  return admin;
}
