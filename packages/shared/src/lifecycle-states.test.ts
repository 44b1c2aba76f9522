import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { COMPANY_STATUSES, ENGAGEMENT_STATUSES, USER_STATUSES } from './enums.ts';
import {
  COMPANY_TRANSITIONS,
  canTransition,
  ENGAGEMENT_TRANSITIONS,
  LIFECYCLES,
  type TTransitionTable,
  transitionTargets,
  USER_TRANSITIONS,
} from './lifecycle-states.ts';

/**
 * Walks a random sequence of actions from `start`: a refused action leaves the status as it was,
 * an allowed one moves to one of its targets (picked at random, as a service would pick one).
 * Every step must be an edge of the table.
 */
function walk<S extends string, A extends string>(
  table: TTransitionTable<S, A>,
  statuses: readonly S[],
  actions: readonly A[],
) {
  const step = fc.tuple(fc.constantFrom(...actions), fc.nat());
  return fc.property(fc.constantFrom(...statuses), fc.array(step, { maxLength: 30 }), (start, steps) => {
    let status = start;
    for (const [action, pick] of steps) {
      const targets = transitionTargets(table, status, action);
      if (targets.length === 0) {
        expect(canTransition(table, status, action)).toBe(false);
        continue;
      }
      const to = targets[pick % targets.length]!;
      expect(canTransition(table, status, action, to)).toBe(true);
      expect(statuses).toContain(to);
      status = to;
    }
    expect(statuses).toContain(status);
  });
}

describe.each(Object.entries(LIFECYCLES))('%s lifecycle', (_name, lifecycle) => {
  const { statuses, actions, transitions } = lifecycle as {
    statuses: readonly string[];
    actions: readonly string[];
    transitions: TTransitionTable<string, string>;
  };

  it('has a row for every status and names only known actions and statuses', () => {
    expect(Object.keys(transitions).sort()).toEqual([...statuses].sort());
    for (const row of Object.values(transitions)) {
      for (const [action, targets] of Object.entries(row)) {
        expect(actions).toContain(action);
        expect(targets!.length).toBeGreaterThan(0);
        for (const to of targets!) expect(statuses).toContain(to);
      }
    }
  });

  it('never leaves the table along a random sequence of actions', () => {
    fc.assert(walk(transitions, statuses, actions));
  });

  it('refuses a target the table does not list', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...statuses),
        fc.constantFrom(...actions),
        fc.constantFrom(...statuses),
        (from, action, to) =>
          canTransition(transitions, from, action, to) === transitionTargets(transitions, from, action).includes(to),
      ),
    );
  });

  it('reaches every status from some other status, and can leave archived only by restore or invite', () => {
    for (const s of statuses) {
      const reachable = statuses.some((from) =>
        actions.some((a) => from !== s && transitionTargets(transitions, from, a).includes(s)),
      );
      expect(reachable, s).toBe(true);
    }
    const leaving = Object.entries(transitions.archived ?? {})
      .filter(([, targets]) => targets!.some((t) => t !== 'archived'))
      .map(([a]) => a);
    expect(leaving.every((a) => a === 'restore' || a === 'invite')).toBe(true);
  });
});

describe('lifecycle rules of spec §4', () => {
  it('restores an archived user or company but nothing else', () => {
    for (const s of USER_STATUSES) expect(canTransition(USER_TRANSITIONS, s, 'restore')).toBe(s === 'archived');
    for (const s of COMPANY_STATUSES) expect(canTransition(COMPANY_TRANSITIONS, s, 'restore')).toBe(s === 'archived');
  });

  it('lets a user register only from an open invitation', () => {
    expect(USER_STATUSES.filter((s) => canTransition(USER_TRANSITIONS, s, 'register'))).toEqual(['invited']);
    expect(canTransition(USER_TRANSITIONS, 'awaiting_invitation', 'accept_invitation', 'invited')).toBe(true);
    expect(canTransition(USER_TRANSITIONS, 'invited', 'accept_invitation')).toBe(false);
  });

  it('activates only an awaiting company and restores it to awaiting or active', () => {
    expect(COMPANY_STATUSES.filter((s) => canTransition(COMPANY_TRANSITIONS, s, 'activate'))).toEqual(['awaiting']);
    expect(transitionTargets(COMPANY_TRANSITIONS, 'archived', 'restore')).toEqual(['awaiting', 'active']);
  });

  it('converts only a preliminary engagement, and ends only an active one', () => {
    expect(ENGAGEMENT_STATUSES.filter((s) => canTransition(ENGAGEMENT_TRANSITIONS, s, 'convert'))).toEqual([
      'preliminary',
    ]);
    expect(ENGAGEMENT_STATUSES.filter((s) => canTransition(ENGAGEMENT_TRANSITIONS, s, 'end'))).toEqual(['active']);
    expect(canTransition(ENGAGEMENT_TRANSITIONS, 'ended', 'restore')).toBe(false);
  });
});
