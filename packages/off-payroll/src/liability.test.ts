import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ChainParty, CLIENT, chainEnd, chainProblems, chapter10Chain, umbrellaRelevantParty } from './chain.ts';
import { evaluateLiability, LIABILITY_RULES, type LiabilityFacts, type LiabilityRuleId } from './liability.ts';

const party = (id: string, over: Partial<ChainParty> = {}): ChainParty => ({
  id,
  kind: 'agency',
  name: id,
  ukStatus: 'uk_resident',
  sdsReceived: true,
  ...over,
});
const psc = party('psc', { kind: 'intermediary' });

const facts = (over: Partial<LiabilityFacts> = {}): LiabilityFacts => ({
  today: '2026-11-28',
  inScope: true,
  chainEnd: 'intermediary',
  parties: [party('a1'), party('a2'), psc],
  clientUkResident: true,
  sdsIssued: true,
  reasonableCareNotTaken: false,
  disagreements: [],
  ...over,
});

describe('the chain (ITEPA 2003 s.61N; ESM10017)', () => {
  it('checks the order: the intermediary or the umbrella comes last, one of them at most', () => {
    expect(chainProblems([{ kind: 'agency' }, { kind: 'intermediary' }])).toEqual([]);
    expect(chainProblems([{ kind: 'intermediary' }, { kind: 'agency' }])).toEqual(['intermediary_not_last']);
    expect(chainProblems([{ kind: 'umbrella' }, { kind: 'intermediary' }])).toEqual([
      'two_final_parties',
      'umbrella_not_last',
    ]);
  });

  it('ends with the engaged entity when no final party is recorded; a sole trader is the worker', () => {
    expect(chainEnd([party('a')], 'company')).toBe('intermediary');
    expect(chainEnd([party('a')], 'sole_trader')).toBe('worker');
    expect(chainEnd([party('u', { kind: 'umbrella' })], 'company')).toBe('umbrella');
  });

  it.each([
    ['no agency: the client pays the intermediary', [psc], CLIENT, CLIENT],
    ['two UK agencies: the lower one', [party('a1'), party('a2'), psc], 'a2', 'a2'],
    [
      'the lower agency abroad: the next UK one up',
      [party('a1'), party('a2', { ukStatus: 'non_uk' }), psc],
      'a2',
      'a1',
    ],
    ['a UK place of business qualifies', [party('a1', { ukStatus: 'uk_presence' }), psc], 'a1', 'a1'],
    [
      'controlled by the worker: not qualifying',
      [party('a1'), party('a2', { workerControlled: true }), psc],
      'a2',
      'a1',
    ],
    ['every agency abroad: the client', [party('a1', { ukStatus: 'non_uk' }), psc], 'a1', CLIENT],
  ] as const)('%s', (_, parties, feePayer, deemed) => {
    const c = chapter10Chain(parties);
    expect(c.feePayer).toBe(feePayer);
    expect(c.expectedDeemedEmployer).toBe(deemed);
    expect(c.deemedEmployer).toBe(deemed);
  });

  it('a party that did not pass the SDS on keeps the liability (ESM10018)', () => {
    const c = chapter10Chain([party('a1'), party('a2', { sdsReceived: false }), psc]);
    expect(c.expectedDeemedEmployer).toBe('a2');
    expect(c.deemedEmployer).toBe('a1');
    expect(c.brokenLink).toEqual({ partyId: 'a2', above: 'a1' });
    expect(c.links).toEqual([
      { partyId: 'a1', from: CLIENT, received: true },
      { partyId: 'a2', from: 'a1', received: false },
    ]);
  });

  it('property: the deemed employer is never below the expected one, and the client when no link held', () => {
    const arb = fc.array(
      fc.record({
        ukStatus: fc.constantFrom('uk_resident', 'uk_presence', 'non_uk') as fc.Arbitrary<ChainParty['ukStatus']>,
        sdsReceived: fc.boolean(),
        workerControlled: fc.boolean(),
      }),
      { maxLength: 5 },
    );
    fc.assert(
      fc.property(arb, (rows) => {
        const parties = rows.map((r, i) => party(`p${i}`, r));
        const c = chapter10Chain([...parties, psc]);
        const pos = (ref: string) => (ref === CLIENT ? -1 : parties.findIndex((p) => p.id === ref));
        expect(pos(c.deemedEmployer)).toBeLessThanOrEqual(pos(c.expectedDeemedEmployer));
        if (parties[0] && !parties[0].sdsReceived) expect(c.deemedEmployer).toBe(CLIENT);
      }),
    );
  });
});

describe('umbrella companies: the relevant party (Finance Act 2026, ITEPA 2003 s.61Z)', () => {
  const umbrella = party('u', { kind: 'umbrella' });
  it.each([
    ['the UK agency contracting with the client', [party('a1'), party('a2'), umbrella], true, 'a1'],
    ['the client contracting with the umbrella itself', [umbrella], true, CLIENT],
    [
      'the client when its agency is not UK resident',
      [party('a1', { ukStatus: 'non_uk' }), party('a2'), umbrella],
      true,
      CLIENT,
    ],
    [
      'the client when its agency is connected with the umbrella',
      [party('a1', { connectedToUmbrella: true }), umbrella],
      true,
      CLIENT,
    ],
    [
      'the closest UK agency when neither the client nor its agency is UK resident',
      [party('a1', { ukStatus: 'non_uk' }), party('a2'), umbrella],
      false,
      'a2',
    ],
    ['nobody when no party is UK resident', [party('a1', { ukStatus: 'non_uk' }), umbrella], false, null],
  ] as const)('%s', (_, parties, clientUk, expected) => {
    expect(umbrellaRelevantParty(parties, clientUk)).toBe(expected);
  });
});

describe('the liability rules, one row at a time', () => {
  const applied = (f: LiabilityFacts) =>
    evaluateLiability(f)
      .rules.filter((r) => r.applies)
      .map((r) => r.id);
  const cases: [LiabilityRuleId, Partial<LiabilityFacts>, unknown][] = [
    ['out_of_scope', { inScope: false }, 'intermediary'],
    ['no_intermediary', { chainEnd: 'worker', parties: [] }, null],
    [
      'umbrella_employer',
      { chainEnd: 'umbrella', parties: [party('a1'), party('u', { kind: 'umbrella' })], today: '2026-01-10' },
      'umbrella',
    ],
    [
      'umbrella_joint_liability',
      { chainEnd: 'umbrella', parties: [party('a1'), party('u', { kind: 'umbrella' })] },
      'a1',
    ],
    ['fee_payer_not_qualifying', { parties: [party('a1'), party('a2', { ukStatus: 'non_uk' }), psc] }, 'a1'],
    ['sds_not_passed_on', { parties: [party('a1'), party('a2', { sdsReceived: false }), psc] }, 'a1'],
    ['no_sds', { sdsIssued: false }, CLIENT],
    ['reasonable_care_not_taken', { reasonableCareNotTaken: true }, CLIENT],
    [
      'disagreement_45_days',
      { disagreements: [{ receivedOn: '2026-09-01', deadline: '2026-10-16', answeredOn: null }] },
      CLIENT,
    ],
  ];

  it('has a test case for every row of the table', () => {
    expect(cases.map((c) => c[0]).sort()).toEqual(LIABILITY_RULES.map((r) => r.id).sort());
  });

  it.each(cases)('%s', (id, over, liable) => {
    const f = facts(over);
    expect(applied(f)).toContain(id);
    const r = evaluateLiability(f);
    const outcome = r.rules.find((o) => o.id === id)!;
    expect(outcome.sources.length).toBeGreaterThan(0);
    if (id === 'umbrella_joint_liability') expect(r.jointlyLiable).toBe(liable);
    else expect(r.liable).toBe(liable);
  });

  it('applies none of them to a sound chain: the lowest UK agency is liable', () => {
    const r = evaluateLiability(facts());
    expect(applied(facts())).toEqual([]);
    expect(r).toMatchObject({ regime: 'chapter10', feePayer: 'a2', expectedDeemedEmployer: 'a2', liable: 'a2' });
  });

  it('umbrella rules start with payments from 6 April 2026', () => {
    const f = facts({ chainEnd: 'umbrella', parties: [party('a1'), party('u', { kind: 'umbrella' })] });
    expect(evaluateLiability({ ...f, today: '2026-04-05' }).jointlyLiable).toBeNull();
    expect(evaluateLiability({ ...f, today: '2026-04-06' }).jointlyLiable).toBe('a1');
  });

  it('a late answer to a disagreement leaves a past period of client liability, not a present one', () => {
    const r = evaluateLiability(
      facts({ disagreements: [{ receivedOn: '2026-09-01', deadline: '2026-10-16', answeredOn: '2026-10-20' }] }),
    );
    const rule = r.rules.find((o) => o.id === 'disagreement_45_days')!;
    expect(rule).toMatchObject({ applies: true, params: { from: '2026-10-17', until: '2026-10-20', ongoing: false } });
    expect(r.liable).toBe('a2');
  });

  it('an answer within 45 days changes nothing', () => {
    const f = facts({
      disagreements: [{ receivedOn: '2026-09-01', deadline: '2026-10-16', answeredOn: '2026-10-16' }],
    });
    expect(applied(f)).toEqual([]);
  });

  it('out of scope, the chain rules do not apply at all', () => {
    expect(applied(facts({ inScope: false, sdsIssued: false, reasonableCareNotTaken: true }))).toEqual([
      'out_of_scope',
    ]);
  });
});
