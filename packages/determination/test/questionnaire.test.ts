import { describe, expect, it } from 'vitest';
import {
  candidates,
  DECISIVE_RULES,
  getQuestion,
  INTERVIEW_KINDS,
  QUESTION_DEFS,
  QUESTIONNAIRE_VERSION,
  questionnaire,
  SECTIONS,
} from '../src/index.ts';
import { ZQuestionnaireDef } from '../src/questionnaire/schema.ts';

const defById = new Map(QUESTION_DEFS.map((q) => [q.id, q]));

describe('questionnaire data', () => {
  it('validates against the zod schema', () => {
    const result = ZQuestionnaireDef.safeParse(SECTIONS);
    expect(result.success ? [] : result.error.issues).toEqual([]);
  });

  it('has at least 40 questions, each with help text, and unique ids', () => {
    expect(QUESTION_DEFS.length).toBeGreaterThanOrEqual(40);
    expect(new Set(QUESTION_DEFS.map((q) => q.id)).size).toBe(QUESTION_DEFS.length);
    for (const q of QUESTION_DEFS) expect(q.helpText.length, q.id).toBeGreaterThan(20);
  });

  it('covers every legal factor section and all three question types', () => {
    const sections = new Set(QUESTION_DEFS.map((q) => q.section));
    for (const s of [
      'setup',
      'personal_service',
      'control',
      'mutuality',
      'financial_risk',
      'part_and_parcel',
      'own_business',
      'duration',
    ]) {
      expect(sections.has(s), s).toBe(true);
    }
    expect(new Set(QUESTION_DEFS.map((q) => q.type))).toEqual(new Set(['standard', 'multiple', 'initial_object']));
    expect(QUESTION_DEFS.some((q) => q.allowUnknown)).toBe(true);
    expect(QUESTION_DEFS.some((q) => q.important)).toBe(true);
  });

  it('question sections are declared sections, in order', () => {
    const order = SECTIONS.map((s) => s.id);
    const seen = QUESTION_DEFS.map((q) => order.indexOf(q.section));
    expect(seen.every((i) => i >= 0)).toBe(true);
    expect([...seen].sort((a, b) => a - b)).toEqual(seen);
  });

  it('branching conditions point backwards to real answers', () => {
    const position = new Map(QUESTION_DEFS.map((q, i) => [q.id, i]));
    let branches = 0;
    for (const q of QUESTION_DEFS) {
      for (const c of q.when ?? []) {
        branches += 1;
        const target = defById.get(c.q);
        expect(target, `${q.id} → ${c.q}`).toBeDefined();
        expect(position.get(c.q)).toBeLessThan(position.get(q.id) as number);
        const ids = new Set(target?.answers.map((a) => a.id));
        for (const a of c.in) expect(ids.has(a), `${q.id}: ${c.q}=${a}`).toBe(true);
      }
    }
    expect(branches).toBeGreaterThanOrEqual(4);
  });

  it('decisive rules use extreme answers only, so the model stays monotonic', () => {
    for (const r of DECISIVE_RULES) {
      for (const c of r.all) {
        const q = defById.get(c.q);
        expect(q, c.q).toBeDefined();
        if (!q?.factor) continue;
        const inside = q.answers.filter((a) => c.in.includes(a.id)).map((a) => a.score ?? 0);
        const outside = q.answers.filter((a) => !c.in.includes(a.id)).map((a) => a.score ?? 0);
        expect(inside.length, `${r.id}/${c.q}`).toBe(c.in.length);
        if (r.outcome === 'employed') expect(Math.min(...inside)).toBeGreaterThan(Math.max(...outside));
        else expect(Math.max(...inside)).toBeLessThan(Math.min(...outside));
      }
    }
  });

  it('every interview kind selects a non-empty subset', () => {
    const full = candidates('full', 'company').length;
    for (const kind of INTERVIEW_KINDS) {
      const n = candidates(kind, 'company').length;
      expect(n, kind).toBeGreaterThan(10);
    }
    expect(candidates('short', 'company').length).toBeLessThan(full);
    expect(candidates('preliminary_short', 'company').length).toBeLessThan(candidates('short', 'company').length);
    expect(candidates('reassessment_full', 'company').length).toBeGreaterThan(full);
    expect(candidates('appeal_short', 'company').map((q) => q.id)).toContain('app_grounds');
    expect(candidates('full', 'company').map((q) => q.id)).not.toContain('rev_changes');
  });

  it('asks entity-specific questions only of that entity', () => {
    const sole = candidates('full', 'sole_trader').map((q) => q.id);
    const company = candidates('full', 'company').map((q) => q.id);
    expect(sole).toContain('ob_registered');
    expect(sole).not.toContain('setup_interest');
    expect(company).toContain('setup_interest');
    expect(company).not.toContain('ob_registered');
  });

  it('exposes a public questionnaire without the scoring internals', () => {
    const q = questionnaire();
    expect(q.version).toBe(QUESTIONNAIRE_VERSION);
    expect(q.questions).toHaveLength(QUESTION_DEFS.length);
    expect(q.sections.map((s) => s.id)).toEqual(SECTIONS.map((s) => s.id));
    const ps = getQuestion('ps_right');
    expect(ps?.answers[0]).toEqual({ id: 'none', content: expect.any(String) });
    expect(Object.keys(ps ?? {}).sort()).toEqual(
      ['allowUnknown', 'answers', 'content', 'helpText', 'id', 'important', 'section', 'type'].sort(),
    );
    expect(getQuestion('nope')).toBeUndefined();
  });
});
