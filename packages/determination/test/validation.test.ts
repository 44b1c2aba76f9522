import { afterAll, describe, expect, it } from 'vitest';
import { type Determination, determine } from '../src/index.ts';
import { CASUAL_CASES } from './fixtures/cases-casual.ts';
import { CONTRACTOR_CASES } from './fixtures/cases-contractors.ts';
import { CLASSIC_CASES } from './fixtures/cases-employment.ts';
import { HELD_OUT_CASES } from './fixtures/cases-heldout.ts';
import { MEDIA_CASES } from './fixtures/cases-media.ts';
import type { DecidedCase } from './fixtures/cases-types.ts';
import { WORKER_CASES } from './fixtures/cases-workers.ts';
import { runInterview, SETTINGS } from './fixtures/helpers.ts';

/** The set the weights were tuned on (test/cases.test.ts) and the held-out set (never tuned on). */
const SETS: Record<'tuned' | 'held-out', DecidedCase[]> = {
  tuned: [...CLASSIC_CASES, ...CASUAL_CASES, ...WORKER_CASES, ...MEDIA_CASES, ...CONTRACTOR_CASES],
  'held-out': HELD_OUT_CASES,
};

type Row = { set: string; c: DecidedCase; d: Determination };
const rows: Row[] = [];
const run = (c: DecidedCase) =>
  determine('full', runInterview('full', c.entity, c.facts), SETTINGS, { engagedEntityType: c.entity });

describe('validation: tuned and held-out decided cases (issue 14)', () => {
  it('the held-out set has at least 20 cited cases, distinct from the tuned set, inside and outside in balance', () => {
    const held = SETS['held-out'];
    expect(held.length).toBeGreaterThanOrEqual(20);
    const tunedNames = new Set(SETS.tuned.map((c) => c.citation));
    for (const c of held) {
      expect(tunedNames.has(c.citation), c.name).toBe(false);
      expect(c.citation).toMatch(/\[(19|20)\d\d\] /);
    }
    expect(new Set(held.map((c) => c.name)).size).toBe(held.length);
    const inside = held.filter((c) => c.held === 'employed').length;
    expect(Math.abs(inside - (held.length - inside))).toBeLessThanOrEqual(2);
  });

  for (const [set, cases] of Object.entries(SETS)) {
    for (const c of cases) {
      it(`${set}: ${c.name} runs to a complete result`, () => {
        const d = run(c);
        expect(d.complete).toBe(true);
        rows.push({ set, c, d });
      });
    }
  }

  it('no wrong result is low risk, on either set (runs after the cases above)', () => {
    expect(rows).toHaveLength(SETS.tuned.length + SETS['held-out'].length);
    const wrongLow = rows.filter((r) => r.d.outcome !== r.c.held && r.d.riskLevel === 'low');
    expect(wrongLow.map((r) => r.c.name)).toEqual([]);
  });

  afterAll(() => {
    const lines = ['', 'set       | cases | agree | wrong@low | wrong@medium | wrong@high | borderline'];
    for (const set of Object.keys(SETS)) {
      const rs = rows.filter((r) => r.set === set);
      const wrong = (lvl: string) => rs.filter((r) => r.d.outcome !== r.c.held && r.d.riskLevel === lvl).length;
      const agree = rs.filter((r) => r.d.outcome === r.c.held).length;
      lines.push(
        `${set.padEnd(9)} | ${String(rs.length).padStart(5)} | ${`${agree} (${Math.round((100 * agree) / (rs.length || 1))}%)`.padStart(8)} | ${String(wrong('low')).padStart(9)} | ${String(wrong('medium')).padStart(12)} | ${String(wrong('high')).padStart(10)} | ${rs.filter((r) => r.d.borderline).length}`,
      );
    }
    lines.push('');
    for (const r of rows) {
      lines.push(
        `${r.set.padEnd(9)} ${r.d.outcome === r.c.held ? 'agree   ' : 'WRONG   '} ${String(r.d.employed).padStart(3)}% employed, ${r.d.riskLevel.padEnd(6)} certainty ${r.d.certainty.toFixed(2)}${r.d.borderline ? ' borderline' : ''} — ${r.c.name} (held ${r.c.status})`,
      );
    }
    console.log(lines.join('\n'));
  });
});
