import { isCompanyAdminRole, type TContractChangeField } from '@statera/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { companies, engagedIndividuals, engagements, users } from '../../db/schema/index.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { contractChangeFulfilledEmail, contractChangeRequestedEmail } from '../mail/templates/contract-change.ts';
import { changedFields } from './contract-change.presenter.ts';

const FIELD_WORDS: Record<TContractChangeField, string> = {
  contractStart: 'start date',
  contractEnd: 'end date',
  contractValue: 'contract value',
  serviceProvided: 'service provided',
  engagedEntityId: 'engaged entity',
  engagedIndividualId: 'engaged individual',
  agencyId: 'agency',
  departmentId: 'department',
  yourReference: 'your reference',
};

async function context(tx: DbOrTx, actor: Actor, engagementId: string) {
  const [row] = await tx
    .select({
      companyId: engagements.companyId,
      companyName: companies.name,
      individualName: engagedIndividuals.name,
      actorFirst: users.firstName,
      actorLast: users.lastName,
    })
    .from(engagements)
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .innerJoin(users, eq(users.id, actor.id))
    .where(eq(engagements.id, engagementId));
  return row!;
}

const words = (changes: Record<string, unknown>) =>
  changedFields(changes)
    .map((f) => FIELD_WORDS[f])
    .join(', ') || null;
const linkTo = (publicUrl: string, engagementId: string) =>
  `${publicUrl.replace(/\/+$/, '')}/engagements/${engagementId}?tab=engagement`;

/** In the request's transaction: tells the engagement company's admins (not the requester) what was asked. */
export async function emailChangeRequested(
  tx: DbOrTx,
  actor: Actor,
  engagementId: string,
  change: { id: string; changes: Record<string, unknown>; comment: string | null },
  publicUrl: string,
) {
  const c = await context(tx, actor, engagementId);
  const admins = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName, role: users.role })
    .from(users)
    .where(
      and(
        eq(users.companyId, c.companyId),
        eq(users.status, 'active'),
        inArray(users.role, ['client_admin', 'company_admin']),
      ),
    );
  for (const admin of admins.filter((a) => a.id !== actor.id && isCompanyAdminRole(a.role))) {
    await enqueueEmail(tx, {
      to: admin.email,
      entityType: 'engagement',
      entityId: engagementId,
      content: contractChangeRequestedEmail({
        firstName: admin.firstName,
        actorName: `${c.actorFirst} ${c.actorLast}`,
        engagedIndividualName: c.individualName,
        companyName: c.companyName,
        fields: words(change.changes),
        comment: change.comment,
        link: linkTo(publicUrl, engagementId),
      }),
    });
  }
}

/** In the fulfilment's transaction: tells each requester (not the one who applied it) that it was applied. */
export async function emailChangesFulfilled(
  tx: DbOrTx,
  actor: Actor,
  engagementId: string,
  changes: { requestedById: string | null; changes: Record<string, unknown> }[],
  publicUrl: string,
) {
  const requesterIds = [
    ...new Set(changes.flatMap((c) => (c.requestedById && c.requestedById !== actor.id ? [c.requestedById] : []))),
  ];
  if (requesterIds.length === 0) return;
  const c = await context(tx, actor, engagementId);
  const people = await tx
    .select({ id: users.id, email: users.email, firstName: users.firstName })
    .from(users)
    .where(and(inArray(users.id, requesterIds), eq(users.status, 'active')));
  for (const person of people) {
    const theirs = Object.assign({}, ...changes.filter((x) => x.requestedById === person.id).map((x) => x.changes));
    await enqueueEmail(tx, {
      to: person.email,
      entityType: 'engagement',
      entityId: engagementId,
      content: contractChangeFulfilledEmail({
        firstName: person.firstName,
        actorName: `${c.actorFirst} ${c.actorLast}`,
        engagedIndividualName: c.individualName,
        companyName: c.companyName,
        fields: words(theirs),
        comment: null,
        link: linkTo(publicUrl, engagementId),
      }),
    });
  }
}
