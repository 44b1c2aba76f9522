import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import {
  assessments,
  companies,
  engagedEntities,
  engagedIndividuals,
  engagements,
  users,
} from '../../db/schema/index.ts';
import { DEFAULT_PUBLIC_URL } from '../../lib/public-url.ts';
import { enqueueEmail } from '../mail/mail.service.ts';
import { type AssessmentEmailVars, assessmentEmail, type TAssessmentEmailKind } from '../mail/templates/assessment.ts';

/**
 * Base of the links in assessment emails (PUBLIC_URL). The assessments module sets it from the
 * app config when it is registered; main.ts builds the app before it starts the jobs, so the
 * reminder job links to the same address. See docs/decisions/assessment-assignment.md.
 */
let linkBase = DEFAULT_PUBLIC_URL;
export function setAssessmentLinkBase(url: string | undefined): void {
  if (url) linkBase = url.replace(/\/+$/, '');
}

/** `<PUBLIC_URL>/assessments/<id>`, or its review screen for the approver. */
export const assessmentLink = (id: string, screen: 'assessment' | 'review' = 'assessment') =>
  `${linkBase}/assessments/${id}${screen === 'review' ? '/review' : ''}`;

/** `2026-03-01` → `01.03.2026` (spec §9 date format). */
export const displayDate = (iso: string) => iso.slice(0, 10).split('-').reverse().join('.');

type Recipient = 'answerer' | 'approver' | 'clientAdmins' | { userId: string };

/** Who receives each email, and which screen it links to. */
const ROUTING: Record<TAssessmentEmailKind, { to: Recipient[]; screen: 'assessment' | 'review' }> = {
  specialist_assigned: { to: ['answerer'], screen: 'assessment' },
  approver_assigned: { to: ['approver'], screen: 'review' },
  seat_removed: { to: [], screen: 'assessment' },
  due_date_changed: { to: ['answerer'], screen: 'assessment' },
  opens: { to: ['answerer'], screen: 'assessment' },
  due_soon: { to: ['answerer'], screen: 'assessment' },
  overdue: { to: ['answerer'], screen: 'assessment' },
  submitted: { to: ['approver'], screen: 'review' },
  resubmitted: { to: ['approver'], screen: 'review' },
  returned: { to: ['answerer'], screen: 'assessment' },
  approved: { to: ['answerer', 'clientAdmins'], screen: 'assessment' },
  reassessment_started: { to: ['answerer', 'approver', 'clientAdmins'], screen: 'assessment' },
};

export interface AssessmentEmailOptions {
  /** The approver's comment of a return. */
  comment?: string;
  /** Send to this person instead of the kind's usual recipients (a removed seat holder). */
  userId?: string;
  seat?: 'specialist' | 'approver';
  /** What started a reassessment (its email says why). */
  reason?: AssessmentEmailVars['reason'];
}

/**
 * Queues one workflow or reminder email about an assessment, in the caller's transaction (the
 * outbox), to the kind's recipients who are active; answers how many were queued. Each message
 * is recorded against the assessment (entity type `assessment`) for the email tracker.
 */
export async function sendAssessmentEmail(
  tx: DbOrTx,
  assessmentId: string,
  kind: TAssessmentEmailKind,
  opts: AssessmentEmailOptions = {},
): Promise<number> {
  const [row] = await tx
    .select({
      a: assessments,
      companyName: companies.name,
      rootId: companies.parentId,
      companyId: companies.id,
      entityName: engagedEntities.name,
      individualName: engagedIndividuals.name,
    })
    .from(assessments)
    .innerJoin(engagements, eq(engagements.id, assessments.engagementId))
    .innerJoin(companies, eq(companies.id, engagements.companyId))
    .innerJoin(engagedEntities, eq(engagedEntities.id, engagements.engagedEntityId))
    .innerJoin(engagedIndividuals, eq(engagedIndividuals.id, engagements.engagedIndividualId))
    .where(eq(assessments.id, assessmentId));
  if (!row) return 0;
  const routing = ROUTING[kind];
  const people = await recipients(tx, opts.userId ? [{ userId: opts.userId }] : routing.to, {
    answererId: row.a.answererId,
    approverId: row.a.approverId,
    rootId: row.rootId ?? row.companyId,
  });
  const a = row.a;
  for (const person of people) {
    const content = assessmentEmail({
      kind,
      firstName: person.firstName,
      subject: `${row.individualName} (${row.entityName})`,
      companyName: row.companyName,
      dueDate: displayDate(a.dueDate),
      link: assessmentLink(a.id, person.id === a.approverId && !opts.userId ? routing.screen : 'assessment'),
      comment: opts.comment ?? null,
      seat: opts.seat,
      result: resultText(a),
      reason: opts.reason,
    });
    await enqueueEmail(tx, { to: person.email, content, entityType: 'assessment', entityId: a.id });
  }
  return people.length;
}

function resultText(a: typeof assessments.$inferSelect): string | null {
  if (a.employed === null || a.selfEmployed === null) return null;
  const outcome = a.employed > a.selfEmployed ? 'employed' : 'self-employed';
  return `${outcome} (employed ${a.employed}%, self-employed ${a.selfEmployed}%${a.riskLevel ? `, ${a.riskLevel} risk` : ''})`;
}

async function recipients(
  tx: DbOrTx,
  to: Recipient[],
  seats: { answererId: string; approverId: string; rootId: string },
) {
  const ids = new Set<string>();
  for (const r of to) {
    if (r === 'answerer') ids.add(seats.answererId);
    else if (r === 'approver') ids.add(seats.approverId);
    else if (typeof r === 'object') ids.add(r.userId);
  }
  const cols = { id: users.id, email: users.email, firstName: users.firstName };
  const named = ids.size
    ? await tx
        .select(cols)
        .from(users)
        .where(and(inArray(users.id, [...ids]), eq(users.status, 'active')))
    : [];
  const admins = to.includes('clientAdmins')
    ? await tx
        .select(cols)
        .from(users)
        .where(and(eq(users.companyId, seats.rootId), eq(users.role, 'client_admin'), eq(users.status, 'active')))
    : [];
  const byId = new Map([...named, ...admins].map((u) => [u.id, u]));
  return [...byId.values()];
}
