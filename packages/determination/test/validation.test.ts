import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { CURRENT_RULES, QUESTIONNAIRE_VERSION, RULES_2_0 } from '../src/index.ts';
import {
  type CaseResult,
  figuresOf,
  runValidation,
  type SetName,
  tableRows,
  VALIDATION_SETS,
} from './fixtures/validation.ts';
import { VALIDATION_RELEASES } from './fixtures/validation-releases.ts';

/**
 * The release gate (issue 29 items 4 and 5): every questionnaire or rule-set release runs the tuned
 * and held-out decided cases, thin (facts as found) and full (every fact answered), and fails if
 * agreement drops, if any wrong result is low risk, if low-risk results are right less than 95% of
 * the time, or if more than half of the fully answered cases are high. The release's figures must be
 * recorded (fixtures/validation-releases.ts) and stated in docs/determination-model.md.
 */
const GATED = ['thin', 'full'] as const;
const SETS = Object.keys(VALIDATION_SETS) as SetName[];
let current: CaseResult[] = [];

describe('validation: tuned and held-out decided cases, thin and fully answered (release gate)', () => {
  it('the held-out set has at least 20 cited cases, distinct from the tuned set, inside and outside in balance', () => {
    const held = VALIDATION_SETS['held-out'];
    expect(held.length).toBeGreaterThanOrEqual(20);
    const tunedNames = new Set(VALIDATION_SETS.tuned.map((c) => c.citation));
    for (const c of held) {
      expect(tunedNames.has(c.citation), c.name).toBe(false);
      expect(c.citation).toMatch(/\[(19|20)\d\d\] /);
    }
    expect(new Set(held.map((c) => c.name)).size).toBe(held.length);
    const inside = held.filter((c) => c.held === 'employed').length;
    expect(Math.abs(inside - (held.length - inside))).toBeLessThanOrEqual(2);
  });

  it('every case runs to a complete interview in every variant', () => {
    current = runValidation(CURRENT_RULES);
    expect(current).toHaveLength(3 * (VALIDATION_SETS.tuned.length + VALIDATION_SETS['held-out'].length));
  });

  for (const set of SETS) {
    for (const variant of GATED) {
      it(`${set}, ${variant}: no wrong result at low risk, and low-risk results right at least 95% of the time`, () => {
        const rs = current.filter((r) => r.set === set && r.variant === variant);
        const low = rs.filter((r) => r.riskLevel === 'low');
        expect(low.filter((r) => r.outcome !== r.c.held).map((r) => r.c.name)).toEqual([]);
        if (low.length > 0)
          expect(low.filter((r) => r.outcome === r.c.held).length / low.length).toBeGreaterThanOrEqual(0.95);
      });
    }
    it(`${set}, full: no more than half of the fully answered cases are high risk`, () => {
      const rs = current.filter((r) => r.set === set && r.variant === 'full');
      expect(rs.filter((r) => r.riskLevel === 'high').length).toBeLessThanOrEqual(rs.length / 2);
    });
  }

  it('the release is recorded: its figures are the ones written down, and agreement has not dropped', () => {
    const entry = VALIDATION_RELEASES.find(
      (r) => r.questionnaire === QUESTIONNAIRE_VERSION && r.ruleset === CURRENT_RULES.version,
    );
    expect(entry, `record the figures of ${QUESTIONNAIRE_VERSION} / ${CURRENT_RULES.version}`).toBeDefined();
    const figures = figuresOf(current);
    expect(figures).toEqual(entry?.figures);
    const previous = VALIDATION_RELEASES[VALIDATION_RELEASES.indexOf(entry as never) - 1];
    if (previous) {
      for (const set of SETS) {
        for (const variant of GATED) {
          expect(figures[set][variant].agree, `${set} ${variant}`).toBeGreaterThanOrEqual(
            previous.figures[set][variant].agree,
          );
        }
      }
    }
  });

  it('the determination model document states the release figures, and those of the release before', () => {
    // Table cells compared with their padding collapsed (the formatter aligns the columns).
    const norm = (s: string) => s.replace(/ +/g, ' ');
    const doc = norm(readFileSync(new URL('../../../docs/determination-model.md', import.meta.url), 'utf8'));
    expect(doc).toContain(`Release ${QUESTIONNAIRE_VERSION} / ${CURRENT_RULES.version}`);
    for (const row of tableRows(figuresOf(current))) expect(doc).toContain(norm(row));
    for (const row of tableRows(figuresOf(runValidation(RULES_2_0)))) expect(doc).toContain(norm(row));
  });

  afterAll(() => {
    const lines = [
      '',
      `Release ${QUESTIONNAIRE_VERSION} / ${CURRENT_RULES.version}`,
      ...tableRows(figuresOf(current)),
      '',
    ];
    for (const r of current.filter((x) => x.variant !== 'neutral')) {
      lines.push(
        `${r.set.padEnd(9)} ${r.variant.padEnd(5)} ${r.outcome === r.c.held ? 'agree' : 'WRONG'} ${String(r.employed).padStart(3)}% employed, ${r.riskLevel.padEnd(6)} — ${r.c.name} (held ${r.c.status})`,
      );
    }
    console.log(lines.join('\n'));
  });
});
