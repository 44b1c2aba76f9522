import type { Condition, QuestionDef } from '../questionnaire/defs.ts';
import { QUESTION_DEFS } from '../questionnaire/index.ts';
import type { AnswerMap, EngagedEntityType, InterviewKind } from '../types.ts';

export const UNKNOWN_ANSWER_ID = 'unknown';

interface KindRule {
  depth: 'short' | 'full';
  practice: boolean;
  review: boolean;
  appeal: boolean;
}

/** How each interview kind selects from the questionnaire (see docs/determination-model.md). */
export const KIND_RULES: Record<InterviewKind, KindRule> = {
  full: { depth: 'full', practice: true, review: false, appeal: false },
  short: { depth: 'short', practice: true, review: false, appeal: false },
  preliminary_full: { depth: 'full', practice: false, review: false, appeal: false },
  preliminary_short: { depth: 'short', practice: false, review: false, appeal: false },
  reassessment_full: { depth: 'full', practice: true, review: true, appeal: false },
  reassessment_short: { depth: 'short', practice: true, review: true, appeal: false },
  appeal_short: { depth: 'short', practice: true, review: true, appeal: true },
};

export const INTERVIEW_KINDS = Object.keys(KIND_RULES) as InterviewKind[];

function inKind(q: QuestionDef, r: KindRule, entity: EngagedEntityType): boolean {
  if (q.entities && !q.entities.includes(entity)) return false;
  if (q.depth === 'full' && r.depth === 'short') return false;
  if (q.phase === 'practice') return r.practice;
  if (q.phase === 'review') return r.review;
  if (q.phase === 'appeal') return r.appeal;
  return true;
}

const candidateCache = new Map<string, QuestionDef[]>();

/** Questions a kind may ask for this engaged entity, in order, before branching. */
export function candidates(kind: InterviewKind, entity: EngagedEntityType): QuestionDef[] {
  const key = `${kind}:${entity}`;
  let list = candidateCache.get(key);
  if (!list) {
    const rule = KIND_RULES[kind];
    list = QUESTION_DEFS.filter((q) => inKind(q, rule, entity));
    candidateCache.set(key, list);
  }
  return list;
}

const validIds = new Map(
  QUESTION_DEFS.map((q) => [
    q.id,
    new Set([...q.answers.map((a) => a.id), ...(q.allowUnknown ? [UNKNOWN_ANSWER_ID] : [])]),
  ]),
);
const exclusiveIds = new Map(
  QUESTION_DEFS.map((q) => [q.id, new Set(q.answers.filter((a) => a.exclusive).map((a) => a.id))]),
);

/** Whether `ids` is an acceptable answer to `q` (the rules `answerQuestion` enforces). */
export function isValidAnswer(q: QuestionDef, ids: readonly string[] | undefined): ids is string[] {
  if (!ids || ids.length === 0) return false;
  const valid = validIds.get(q.id) as Set<string>;
  if (ids.length === 1) return valid.has(ids[0] as string);
  if (new Set(ids).size !== ids.length || ids.some((a) => !valid.has(a))) return false;
  if (q.type !== 'multiple' || ids.includes(UNKNOWN_ANSWER_ID)) return false;
  const exclusive = exclusiveIds.get(q.id) as Set<string>;
  return !ids.some((a) => exclusive.has(a));
}

function holds(conds: Condition[] | undefined, onPath: Map<string, string[]>): boolean {
  if (!conds) return true;
  return conds.every((c) => onPath.get(c.q)?.some((a) => c.in.includes(a)) ?? false);
}

export interface Walk {
  /** Answered questions on the path, in order. */
  path: string[];
  current: string | null;
  /** Unanswered questions still expected after (and including) `current`. */
  pending: string[];
  /** The answers on the path (validated). */
  onPath: Map<string, string[]>;
}

/**
 * Walk the questionnaire for a kind. Strict (the interview): the path stops at the first expected
 * question without a valid answer; later answers are off the path. Lenient (what-if analysis):
 * unanswered questions are skipped and the walk goes on. A branch whose trigger is unanswered is
 * not expected, so `pending` is a lower bound that grows as branches open.
 */
export function walk(kind: InterviewKind, answers: AnswerMap, entity: EngagedEntityType, lenient = false): Walk {
  const path: string[] = [];
  const pending: string[] = [];
  const onPath = new Map<string, string[]>();
  let current: string | null = null;
  for (const q of candidates(kind, entity)) {
    if (!holds(q.when, onPath)) continue;
    const given = answers[q.id];
    if (current === null && isValidAnswer(q, given)) {
      path.push(q.id);
      onPath.set(q.id, given);
      continue;
    }
    if (lenient) {
      pending.push(q.id);
      continue;
    }
    if (current === null) current = q.id;
    pending.push(q.id);
  }
  return { path, current: lenient ? (pending[0] ?? null) : current, pending, onPath };
}
