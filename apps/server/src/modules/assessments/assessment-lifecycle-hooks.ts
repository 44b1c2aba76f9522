import { diffVersions } from '@statera/determination';
import { londonToday, type TInterviewKind, validUntilOf } from '@statera/shared';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { assessmentVersions, engagements } from '../../db/schema/index.ts';
import type { AssessmentRecord } from './assessment.repository.ts';

/**
 * Answers that differ between the last submitted version and the path being submitted now:
 * changed answers plus questions that entered or left the path. 0 on a first submission.
 */
export async function changesSinceLastVersion(
  tx: Tx,
  record: AssessmentRecord,
  kind: TInterviewKind,
  pathAnswers: Record<string, string[]>,
): Promise<number> {
  const last = record.assessment.lastVersion;
  if (last < 1) return 0;
  const [before] = await tx
    .select({ answers: assessmentVersions.answers })
    .from(assessmentVersions)
    .where(and(eq(assessmentVersions.assessmentId, record.assessment.id), eq(assessmentVersions.version, last)));
  if (!before) return 0;
  const diff = diffVersions(kind, before.answers, pathAnswers, { engagedEntityType: record.entity.type });
  return diff.changed.length + diff.enteredPath.length + diff.leftPath.length;
}

/**
 * The day an approval given now stops standing (docs/decisions/assessment-lifecycle.md): 12 months,
 * or the contract end if sooner. A pre-assessment has none: it stands until the engagement is converted.
 */
export async function validityOnApproval(tx: Tx, record: AssessmentRecord, now = new Date()): Promise<string | null> {
  if (record.assessment.type === 'pre_assessment') return null;
  const [e] = await tx
    .select({ contractEnd: engagements.contractEnd })
    .from(engagements)
    .where(eq(engagements.id, record.engagement.id));
  return validUntilOf(londonToday(now), e!.contractEnd);
}
