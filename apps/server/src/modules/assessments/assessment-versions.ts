import { diffVersions, getQuestion } from '@statera/determination';
import type { TAssessmentVersions, TVersionChanges } from '@statera/shared';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Db } from '../../db/client.ts';
import { assessmentVersions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { findAssessment } from './assessment.repository.ts';

async function scoped(db: Db, actor: Actor, id: string) {
  const record = await findAssessment(db, actor, id);
  if (!record) throw notFound('Assessment');
  return record;
}

/** The submitted versions of an assessment's answers, newest first. */
export async function listVersions(db: Db, actor: Actor, id: string): Promise<TAssessmentVersions> {
  await scoped(db, actor, id);
  const rows = await db
    .select()
    .from(assessmentVersions)
    .where(eq(assessmentVersions.assessmentId, id))
    .orderBy(desc(assessmentVersions.version));
  return {
    versions: rows.map((v) => ({
      version: v.version,
      dateCreated: v.createdAt.toISOString(),
      outcome: v.result.outcome,
      employed: v.result.employed,
      selfEmployed: v.result.selfEmployed,
      riskLevel: v.result.riskLevel,
    })),
  };
}

const ref = (questionId: string) => ({ questionId, question: getQuestion(questionId)?.content ?? questionId });

/** What a version changed against the one before it (default: the latest), for the approver's verification. */
export async function versionChanges(db: Db, actor: Actor, id: string, version?: number): Promise<TVersionChanges> {
  const record = await scoped(db, actor, id);
  const v = version ?? record.assessment.lastVersion;
  if (v < 2) throw new AppError(404, 'errors.noPreviousVersion', 'There is no earlier version to compare with.');
  const rows = await db
    .select()
    .from(assessmentVersions)
    .where(and(eq(assessmentVersions.assessmentId, id), inArray(assessmentVersions.version, [v - 1, v])));
  const before = rows.find((r) => r.version === v - 1);
  const after = rows.find((r) => r.version === v);
  if (!before || !after) throw notFound('Version');
  const diff = diffVersions(record.interviewKind ?? 'full', before.answers, after.answers, {
    engagedEntityType: record.entity.type,
  });
  return {
    version: v,
    previousVersion: v - 1,
    changed: diff.changed.map((c) => ({ ...ref(c.questionId), fromText: c.fromText, toText: c.toText })),
    enteredPath: diff.enteredPath.map(ref),
    leftPath: diff.leftPath.map(ref),
    unchanged: diff.unchanged,
  };
}
