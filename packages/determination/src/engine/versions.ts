import { DEF_BY_ID } from '../questionnaire/index.ts';
import type { AnswerMap, EngagementContext, InterviewKind } from '../types.ts';
import { answerText } from './explain.ts';
import { walk } from './path.ts';

export interface AnswerChange {
  questionId: string;
  question: string;
  from: string[];
  to: string[];
  fromText: string;
  toText: string;
}

export interface VersionDiff {
  /** Questions answered in both versions, with different answers. */
  changed: AnswerChange[];
  /** Answered on the path of `after` but not of `before`. */
  enteredPath: string[];
  /** Answered on the path of `before` but not of `after`. */
  leftPath: string[];
  unchanged: number;
  /** Fingerprints of the two answer sets as they stand on their paths. */
  before: string;
  after: string;
}

const sameSet = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((x) => b.includes(x));

/**
 * A short, stable fingerprint of the answers that count (those on the path), independent of key
 * order and of answers off the path. Two versions with the same fingerprint score identically.
 */
export function fingerprint(kind: InterviewKind, answers: AnswerMap, ctx: EngagementContext): string {
  const w = walk(kind, answers, ctx.engagedEntityType);
  const text = w.path.map((id) => `${id}=${[...(w.onPath.get(id) ?? [])].sort().join('+')}`).join('&');
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return `${kind}:${w.path.length}:${h.toString(16).padStart(8, '0')}`;
}

/** What changed between two versions of an answer set. */
export function diffVersions(
  kind: InterviewKind,
  before: AnswerMap,
  after: AnswerMap,
  ctx: EngagementContext,
): VersionDiff {
  const a = walk(kind, before, ctx.engagedEntityType);
  const b = walk(kind, after, ctx.engagedEntityType);
  const changed: AnswerChange[] = [];
  let unchanged = 0;
  for (const id of b.path) {
    const was = a.onPath.get(id);
    const now = b.onPath.get(id) as string[];
    if (!was) continue;
    if (sameSet(was, now)) {
      unchanged += 1;
      continue;
    }
    const q = DEF_BY_ID.get(id);
    if (!q) continue;
    changed.push({
      questionId: id,
      question: q.content,
      from: was,
      to: now,
      fromText: answerText(q, was),
      toText: answerText(q, now),
    });
  }
  return {
    changed,
    enteredPath: b.path.filter((id) => !a.onPath.has(id)),
    leftPath: a.path.filter((id) => !b.onPath.has(id)),
    unchanged,
    before: fingerprint(kind, before, ctx),
    after: fingerprint(kind, after, ctx),
  };
}
