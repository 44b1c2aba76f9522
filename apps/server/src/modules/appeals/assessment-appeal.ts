import type { TAssessment } from '@statera/shared';
import { and, desc, eq, ne, or } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { appeals } from '../../db/schema/index.ts';
import { appealScope } from './appeal.repository.ts';

/**
 * The appeal an assessment page names (spec §3 Assessment `appeal`): the newest appeal about the
 * assessment (its SDS disputed) or whose accepted decision started it (a reassessment), among those
 * the reader may open (`appealScope`); a `created` appeal (a link sent, nobody disagreed) is not one.
 * Found through the engagement's index, then matched by id.
 */
export async function appealOfAssessment(
  db: DbOrTx,
  actor: Actor,
  a: { id: string; engagementId: string },
): Promise<TAssessment['appeal']> {
  const [row] = await db
    .select({ id: appeals.id, status: appeals.status, reassessmentId: appeals.reassessmentId })
    .from(appeals)
    .where(
      and(
        eq(appeals.engagementId, a.engagementId),
        or(eq(appeals.assessmentId, a.id), eq(appeals.reassessmentId, a.id)),
        ne(appeals.status, 'created'),
        appealScope(actor),
      ),
    )
    .orderBy(desc(appeals.createdAt))
    .limit(1);
  if (!row) return null;
  return { id: row.id, status: row.status, relation: row.reassessmentId === a.id ? 'reassessment' : 'disputed' };
}
