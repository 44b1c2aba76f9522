import { ERROR_KEYS, SEAT_ROLES, type TCreateEngagement } from '@statera/shared';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { groupCompanyIds, managedCompany } from '../../authz/tenancy.ts';
import type { Db, Tx } from '../../db/client.ts';
import { agencies, departments, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { sendAssessmentEmail } from '../assessments/assessment-emails.ts';
import { authorizeFeature } from '../features/feature-access.ts';
import { writeChain } from '../off-payroll/write-chain.ts';
import { applyEngagements } from './apply-engagements.ts';
import { checkEngagedParty } from './engaged-party-check.ts';
import { engagementInGroup } from './engagement.repository.ts';
import { engagementRowErrors, loadSeatPeople, type SeatRef, todayIso } from './engagement-rules.ts';

type FieldErrors = Record<string, string[]>;

/** An active user of the group who may hold the seat, by email; null otherwise. */
export async function seatHolder(tx: Tx, email: string, groupIds: string[], seat: 'specialist' | 'approver') {
  const [u] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(and(eq(users.email, email), eq(users.status, 'active'), inArray(users.companyId, groupIds)));
  return u && (SEAT_ROLES[seat] as readonly string[]).includes(u.role) ? u : null;
}

/**
 * Logs an engagement with its first assessment, assigning the specialist and approver. Every
 * reference must belong to the company's group; the seat and date rules are the import's too
 * (validate: engagement-rules.ts, apply: apply-engagements.ts); all writes are one transaction.
 */
export async function createEngagement(db: Db, actor: Actor, input: TCreateEngagement): Promise<string> {
  const company = await managedCompany(db, actor, input.companyId);
  if (company.status !== 'active') throw notFound('Company');
  authorize(actor, 'engagement.create', { companyId: company.id });
  // Test engagements are a sold feature of the client (spec §3 Feature "test").
  if (input.type === 'test') await authorizeFeature(db, actor, company.id, 'test');
  return db.transaction(async (tx) => {
    const errors: FieldErrors = {};
    // A test engagement (a rehearsal) needs the group's test feature (spec §3 features).
    if (input.type === 'test') await authorizeFeature(tx, actor, company.id, 'test');
    const groupIds = await groupCompanyIds(tx, company.rootId);
    if (input.duplicatedEngagementId) {
      const source = await engagementInGroup(tx, actor, input.duplicatedEngagementId);
      if (!source || !groupIds.includes(source.companyId)) {
        errors.duplicatedEngagementId = ['errors.invalidEngagement'];
      }
    }
    await checkEngagedParty(tx, company.rootId, input, errors);
    if (input.departmentId) {
      const [d] = await tx
        .select({ id: departments.id })
        .from(departments)
        .where(
          and(
            eq(departments.id, input.departmentId),
            eq(departments.companyId, company.id),
            isNull(departments.deletedAt),
          ),
        );
      if (!d) errors.departmentId = ['errors.invalidDepartment'];
    }
    if (input.agencyId) {
      const [a] = await tx
        .select({ id: agencies.id })
        .from(agencies)
        .where(and(eq(agencies.id, input.agencyId), eq(agencies.mainCompanyId, company.rootId)));
      if (!a) errors.agencyId = ['errors.invalidAgency'];
    }
    // The rules an import runs too (engagement-rules.ts): contract dates and the two seats.
    const people = await loadSeatPeople(tx, [input.specialistEmail, input.approverEmail]);
    const checked = engagementRowErrors(input, { people, groupIds: new Set(groupIds), invite: false }, todayIso());
    Object.assign(errors, checked.errors);
    if (Object.keys(errors).length > 0) {
      throw new AppError(400, ERROR_KEYS.validation, 'Some fields are not valid.', errors);
    }
    const seat = (ref: SeatRef | null) => (ref && 'id' in ref ? ref.id : '');
    const [created] = await applyEngagements(tx, actor, [
      {
        companyId: company.id,
        departmentId: input.departmentId ?? null,
        agencyId: input.agencyId ?? null,
        engagedEntityId: input.engagedEntityId,
        engagedIndividualId: input.engagedIndividualId,
        engagedIndividualRole: input.engagedIndividualRole || null,
        answererId: seat(checked.specialist),
        approverId: seat(checked.approver),
        type: input.type,
        preliminary: input.preliminary ?? false,
        contractStart: input.contractStart,
        contractEnd: input.contractEnd,
        contractValue: input.contractValue,
        serviceProvided: input.serviceProvided,
        yourReference: input.yourReference || null,
        duplicatedFromId: input.duplicatedEngagementId ?? null,
        importId: null,
        audit: { ...input, chain: undefined },
      },
    ]);
    // The supply chain entered with the engagement (the off-payroll module checks and audits it).
    if (input.chain?.length)
      await writeChain(
        tx,
        actor,
        { id: created!.engagementId, companyId: company.id, rootCompanyId: company.rootId },
        input.chain,
      );
    await sendAssessmentEmail(tx, created!.assessmentId, 'specialist_assigned');
    return created!.engagementId;
  });
}
