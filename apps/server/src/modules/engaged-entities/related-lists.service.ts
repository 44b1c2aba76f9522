import type {
  TRelatedAssessmentPage,
  TRelatedAssessmentQuery,
  TRelatedEngagementPage,
  TRelatedEngagementQuery,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { notFound } from '../../lib/app-error.ts';
import { presentAssessmentSummary } from '../assessments/assessment-summary.presenter.ts';
import { engagedEntityReached } from './engaged-entity.repository.ts';
import { type EngagementOwner, listRelatedAssessments, listRelatedEngagements } from './related-lists.repository.ts';

/**
 * A page of an engaged entity's or an agency's engagements, each with its current assessment. The
 * caller has checked the owner is visible; the rows are those the actor may see (engagementScope).
 * Used by GET engaged-entities/{id}/engagements and GET agencies/{id}/engagements.
 */
export async function engagementsOf(
  db: DbOrTx,
  actor: Actor,
  owner: EngagementOwner,
  q: TRelatedEngagementQuery,
): Promise<TRelatedEngagementPage> {
  const { rows, current: currentOf, total } = await listRelatedEngagements(db, actor, owner, q);
  return {
    data: rows.map((r) => {
      const current = currentOf.get(r.engagement.id);
      const e = r.engagement;
      return {
        id: e.id,
        status: e.status,
        type: e.type,
        company: r.company,
        department: r.department?.id ? { id: r.department.id, name: r.department.name } : null,
        agency: r.agency?.id ? { id: r.agency.id, name: r.agency.name } : null,
        engagedEntity: r.entity,
        engagedIndividual: r.individual,
        engagedIndividualRole: e.engagedIndividualRole,
        serviceProvided: e.serviceProvided,
        contractDateStart: e.contractStart,
        contractDateEnd: e.contractEnd,
        dateCreated: e.createdAt.toISOString(),
        dateModified: e.updatedAt.toISOString(),
        currentAssessment: current ? presentAssessmentSummary(current) : null,
      };
    }),
    total,
    page: q.page,
    rows: q.rows,
  };
}

/** GET engaged-entities/{id}/engagements: 404 unless the entity is visible. */
export async function listEntityEngagements(
  db: DbOrTx,
  actor: Actor,
  id: string,
  q: TRelatedEngagementQuery,
): Promise<TRelatedEngagementPage> {
  if (!(await engagedEntityReached(db, actor, id))) throw notFound('Engaged entity');
  return engagementsOf(db, actor, { engagedEntityId: id }, q);
}

/** GET engaged-entities/{id}/assessments: the assessments of its engagements the actor may see. */
export async function listEntityAssessments(
  db: DbOrTx,
  actor: Actor,
  id: string,
  q: TRelatedAssessmentQuery,
): Promise<TRelatedAssessmentPage> {
  if (!(await engagedEntityReached(db, actor, id))) throw notFound('Engaged entity');
  const { rows, total } = await listRelatedAssessments(db, actor, id, q);
  return {
    data: rows.map((r) =>
      Object.assign(presentAssessmentSummary(r.assessment), {
        engagement: {
          id: r.engagement.id,
          status: r.engagement.status,
          serviceProvided: r.engagement.serviceProvided,
          engagedIndividualName: r.individualName,
          company: r.company,
        },
      }),
    ),
    total,
    page: q.page,
    rows: q.rows,
  };
}
