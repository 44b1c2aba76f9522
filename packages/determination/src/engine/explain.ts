import type { FactorId, QuestionDef } from '../questionnaire/defs.ts';
import { DEF_BY_ID } from '../questionnaire/index.ts';
import type { EngagementContext, FactorExplanation } from '../types.ts';
import { UNKNOWN_ANSWER_ID } from './path.ts';
import { FACTOR_BY_ID, NEUTRAL_BAND } from './rules.ts';
import type { Contribution, Evaluation } from './scoring.ts';

const round2 = (x: number) => Math.round(x * 100) / 100;
/** Below this strength a directional factor is described as weak. */
const WEAK = 0.25;

/** Human text of a stored answer, e.g. "Paid holiday; Sick pay" or "Not known". */
export function answerText(q: QuestionDef, ids: readonly string[]): string {
  return ids
    .map((id) => (id === UNKNOWN_ANSWER_ID ? 'Not known' : (q.answers.find((a) => a.id === id)?.content ?? id)))
    .join('; ');
}

function driver(c: { questionId: string; answerIds: readonly string[] }) {
  const q = DEF_BY_ID.get(c.questionId) as QuestionDef;
  return { questionId: q.id, question: q.content, answer: answerText(q, c.answerIds) };
}

/** The plain-English notes on the chosen answers, or the question and answer where there is none. */
function notesOf(c: Contribution): string[] {
  const q = DEF_BY_ID.get(c.questionId) as QuestionDef;
  const notes = c.answerIds.flatMap((id) => q.answers.find((a) => a.id === id)?.note ?? []);
  return notes.length > 0 ? notes : [`Asked “${q.content}”, the answer was “${answerText(q, c.answerIds)}”.`];
}

export function directionOf(score: number): FactorExplanation['direction'] {
  if (score > NEUTRAL_BAND) return 'employed';
  if (score < -NEUTRAL_BAND) return 'selfEmployed';
  return 'neutral';
}

/** One explanation per factor on the path (decisive rule first), strongest first. */
export function explainFactors(ev: Evaluation): FactorExplanation[] {
  const out: FactorExplanation[] = [];
  if (ev.decisive) {
    const r = ev.decisive;
    out.push({
      id: `rule:${r.id}`,
      title: `Decisive rule: ${r.title}`,
      direction: r.outcome,
      strength: 1,
      reason: r.reason,
      cases: [...r.cases],
      drivers: r.all.map((c) => driver({ questionId: c.q, answerIds: ev.onPath.get(c.q) ?? [] })),
    });
  }
  const factors = ev.factors.map((f) => {
    const def = FACTOR_BY_ID.get(f.id);
    if (!def) throw new Error(`unknown factor ${f.id}`);
    const direction = directionOf(f.score);
    const sign = direction === 'selfEmployed' ? -1 : 1;
    const ranked = [...f.contributions]
      .filter((c) => c.known && c.score !== 0 && (direction === 'neutral' || Math.sign(c.score) === sign))
      .sort((a, b) => Math.abs(b.weight * b.score) - Math.abs(a.weight * a.score));
    const top = ranked.slice(0, 3);
    const unknown = f.contributions.filter((c) => !c.known).length;
    const against = f.contributions.filter((c) => c.known && direction !== 'neutral' && Math.sign(c.score) === -sign);
    const strength = round2(Math.abs(f.score) * (f.knownWeight / f.totalWeight));
    const weak = direction !== 'neutral' && strength < WEAK;
    const lead = weak
      ? `The answers lean only slightly towards ${direction === 'employed' ? 'employment' : 'self-employment'}.`
      : def.lead[direction];
    const parts = [lead, ...top.flatMap(notesOf)];
    if (against.length > 0) {
      parts.push(`${against.length} answer${against.length > 1 ? 's point' : ' points'} the other way.`);
    }
    if (unknown > 0) {
      parts.push(`${unknown} answer${unknown > 1 ? 's were' : ' was'} not known, which weakens this factor.`);
    }
    parts.push(`This factor carries ${def.weight}% of the overall weight.`);
    return {
      id: f.id,
      title: def.title,
      direction,
      strength,
      reason: parts.join(' '),
      cases: [...def.cases],
      drivers: top.map(driver),
    } satisfies FactorExplanation;
  });
  // Most influential first: the factor's share of the overall weight times its strength.
  const influence = (f: FactorExplanation) => (FACTOR_BY_ID.get(f.id as FactorId)?.weight ?? 0) * f.strength;
  factors.sort((a, b) => influence(b) - influence(a) || a.id.localeCompare(b.id));
  return [...out, ...factors];
}

/** Caveats that change how the result should be read. */
export function notesFor(ev: Evaluation, ctx: EngagementContext): string[] {
  const has = (q: string, a: string) => ev.onPath.get(q)?.includes(a) ?? false;
  const notes: string[] = [];
  if (ctx.engagedEntityType === 'sole_trader') {
    notes.push(
      'The worker is engaged as a sole trader, not through an intermediary, so the off-payroll rules (IR35) do not apply: this is a plain employment-status question for the worker’s own tax and National Insurance.',
    );
    if (has('setup_agency_sdc', 'yes')) {
      notes.push(
        'The worker is supplied through an agency and is subject to supervision, direction or control, so the agency legislation (ITEPA 2003 s.44) is likely to treat the agency as the employer for tax.',
      );
    }
  }
  if (has('setup_interest', 'no')) {
    notes.push(
      'The worker does not have a material interest in the intermediary, so the conditions in ITEPA 2003 s.51 or s.52 may not be met; check them before relying on an IR35 result.',
    );
  }
  if (ctx.engagedEntityType === 'limited_liability_partnership') {
    notes.push('For a partnership or LLP the off-payroll rules apply only where ITEPA 2003 s.52 is met.');
  }
  if (has('setup_contract', 'differs')) {
    notes.push(
      'The written terms differ from practice; the answers should describe the true agreement, which is what a tribunal would apply (Autoclenz Ltd v Belcher [2011] UKSC 41).',
    );
  }
  if (has('setup_governing', 'differ') || has('setup_governing', 'unseen')) {
    notes.push(
      'The contracts in the chain differ on key terms, or the upper contracts have not been seen: the terms the client actually agreed govern the hypothetical contract (HMRC v Atholl House [2022] EWCA Civ 501), so check them before relying on this result.',
    );
  }
  const unknown = [...ev.onPath.values()].filter((ids) => ids.includes(UNKNOWN_ANSWER_ID)).length;
  if (unknown > 0) {
    notes.push(
      `${unknown} answer${unknown > 1 ? 's were' : ' was'} "not known"; each counts as neutral evidence, pulling the percentages towards 50/50 and lowering certainty.`,
    );
  }
  if (ev.pending.length > 0) {
    notes.push(
      `The interview is incomplete: ${ev.pending.length} question(s) remain, so this is a provisional result.`,
    );
  }
  return notes;
}
