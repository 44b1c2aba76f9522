import { getQuestion, UNKNOWN_ANSWER_ID } from '@statera/determination';
import { ERROR_KEYS, type TResultsBySections } from '@statera/shared';
import { and, desc, eq } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { Db, DbOrTx } from '../../db/client.ts';
import { assessments, assessmentVersions } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { findAssessment } from './assessment.repository.ts';
import { lockFor } from './assessment-workflow.ts';
import { assessmentThreads } from './threads.service.ts';

const noVersion = () => new AppError(404, ERROR_KEYS.noSuchVersion, 'The assessment has no such submitted version.');

/**
 * The approver marks a submitted version as seen (`versionSeen` never goes back): questions whose
 * answers changed after it are "not seen" for them in the interview navigation.
 */
export async function markVersionSeen(db: Db, actor: Actor, id: string, version: number): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, id, 'markVersionSeen');
    const a = record.assessment;
    if (version > a.lastVersion) throw noVersion();
    if (version <= a.versionSeen) return;
    await tx.update(assessments).set({ versionSeen: version }).where(eq(assessments.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'assessment.version_seen',
      entityType: 'assessment',
      entityId: id,
      companyId: record.engagement.companyId,
      before: { versionSeen: a.versionSeen },
      after: { versionSeen: version },
    });
  });
}

/** The specialist has seen the interview introduction; it is not offered again. */
export async function markPresentationSeen(db: Db, actor: Actor, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const record = await lockFor(tx, actor, id, 'markPresentationSeen');
    if (record.assessment.presentationSeenAt) return;
    const at = new Date();
    await tx.update(assessments).set({ presentationSeenAt: at }).where(eq(assessments.id, id));
    await recordAudit(tx, {
      actorId: actor.id,
      action: 'assessment.presentation_seen',
      entityType: 'assessment',
      entityId: id,
      companyId: record.engagement.companyId,
      after: { presentationSeenAt: at.toISOString() },
    });
  });
}

const UNKNOWN = { id: UNKNOWN_ANSWER_ID, content: "I don't know" };

/**
 * The result screen: the sections of a submitted version's result (default: the latest), each with
 * the questions answered in it in path order, their answers and the actor's comment counts.
 */
export async function resultsBySections(
  db: DbOrTx,
  actor: Actor,
  id: string,
  version?: number,
): Promise<TResultsBySections> {
  const record = await findAssessment(db, actor, id);
  if (!record) throw notFound('Assessment');
  const [row] = await db
    .select()
    .from(assessmentVersions)
    .where(
      and(
        eq(assessmentVersions.assessmentId, id),
        version === undefined ? undefined : eq(assessmentVersions.version, version),
      ),
    )
    .orderBy(desc(assessmentVersions.version))
    .limit(1);
  if (!row) throw noVersion();
  const { threads } = await assessmentThreads(db, actor, id);
  const questions = row.path.flatMap((qid) => {
    const q = getQuestion(qid);
    if (!q) return [];
    const chosen = row.answers[qid] ?? [];
    const thread = threads.find((t) => t.interviewQuestionId === qid);
    return [
      {
        section: q.section,
        id: q.id,
        content: q.content,
        important: q.important,
        answeredAnswers: [...q.answers, UNKNOWN].filter((a) => chosen.includes(a.id)),
        commentCount: thread?.commentCount ?? 0,
        newCommentCount: thread?.newCommentCount ?? 0,
      },
    ];
  });
  return {
    version: row.version,
    sections: row.result.sections.map((s) => ({
      ...s,
      questions: questions.filter((q) => q.section === s.id).map(({ section: _s, ...q }) => q),
    })),
  };
}
