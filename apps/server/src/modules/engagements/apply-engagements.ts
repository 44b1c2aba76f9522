import type { TEngagementType } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { Tx } from '../../db/client.ts';
import { engagements } from '../../db/schema/index.ts';
import { bulkInsert } from '../../lib/bulk-insert.ts';
import { newId } from '../../lib/new-id.ts';
import { createFirstAssessments } from '../assessments/assessment.service.ts';
import { type AnyAuditEntry, recordAudits } from '../audit/audit.service.ts';
import { emitDomainEvents } from '../webhooks/domain-events.ts';

/** An engagement that passed the validate step (engagement-rules.ts), with every reference resolved. */
export interface EngagementPlan {
  companyId: string;
  departmentId: string | null;
  agencyId: string | null;
  engagedEntityId: string;
  engagedIndividualId: string;
  engagedIndividualRole: string | null;
  answererId: string;
  approverId: string;
  type: TEngagementType;
  preliminary: boolean;
  contractStart: string;
  contractEnd: string;
  contractValue: number;
  serviceProvided: string;
  yourReference: string | null;
  duplicatedFromId: string | null;
  importId: string | null;
  /** What the `engagement.created` event records (the input as the caller gave it). */
  audit: Record<string, unknown>;
}

/** Rows per multi-row insert: about 20 values a row, well under PostgreSQL's 65,535 parameters. */
export const APPLY_CHUNK = 1_000;

/**
 * The apply step of logging engagements, for one (POST engagements) or many (an import), inside the
 * caller's transaction: each engagement, its first assessment and their audit events, written with
 * one multi-row insert per table. Answers the engagements' and first assessments' ids in order.
 * Emails are the caller's: one per engagement for a single create, one digest per person for an import.
 */
export async function applyEngagements(
  tx: Tx,
  actor: Actor,
  plans: readonly EngagementPlan[],
): Promise<{ engagementId: string; assessmentId: string }[]> {
  const out: { engagementId: string; assessmentId: string }[] = [];
  for (let i = 0; i < plans.length; i += APPLY_CHUNK) {
    const chunk = plans.slice(i, i + APPLY_CHUNK);
    const rows = chunk.map((p) => ({
      id: newId(),
      companyId: p.companyId,
      departmentId: p.departmentId,
      agencyId: p.agencyId,
      engagedEntityId: p.engagedEntityId,
      engagedIndividualId: p.engagedIndividualId,
      engagedIndividualRole: p.engagedIndividualRole,
      answererId: p.answererId,
      approverId: p.approverId,
      type: p.type,
      status: p.preliminary ? ('preliminary' as const) : ('active' as const),
      contractStart: p.contractStart,
      contractEnd: p.contractEnd,
      contractValuePence: Math.round(p.contractValue * 100),
      serviceProvided: p.serviceProvided,
      yourReference: p.yourReference,
      duplicatedFromId: p.duplicatedFromId,
      importId: p.importId,
      createdById: actor.id,
    }));
    await bulkInsert(tx, engagements, rows);
    const events: AnyAuditEntry[] = [];
    for (const [n, r] of rows.entries()) {
      const plan = chunk[n]!;
      events.push({
        actorId: actor.id,
        action: 'engagement.created',
        entityType: 'engagement',
        entityId: r.id,
        companyId: r.companyId,
        after: plan.audit,
      });
      if (plan.duplicatedFromId) {
        events.push({
          actorId: actor.id,
          action: 'engagement.duplicated',
          entityType: 'engagement',
          entityId: r.id,
          companyId: r.companyId,
          after: { duplicatedEngagementId: plan.duplicatedFromId },
        });
      }
    }
    await recordAudits(tx, events);
    await emitDomainEvents(
      tx,
      rows.map((r) => ({
        type: 'engagement.created' as const,
        companyId: r.companyId,
        data: { engagementId: r.id, companyId: r.companyId, status: r.status },
      })),
    );
    const assessmentIds = await createFirstAssessments(tx, actor, rows);
    rows.forEach((r, n) => {
      out.push({ engagementId: r.id, assessmentId: assessmentIds[n]! });
    });
  }
  return out;
}
