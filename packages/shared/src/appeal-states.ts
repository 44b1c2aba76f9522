import { APPEAL_STATUSES, type TAppealStatus } from './enums.ts';
import type { TTransitionTable } from './lifecycle-states.ts';

/**
 * The appeal state machine (docs/appeal-states.md): from-status → action → the statuses it may lead to.
 * The server refuses anything else with 409 errors.invalidStateTransition.
 *
 * - created: the SDS went out with an appeal link; the worker has not disagreed yet.
 * - started: the worker (or a manager recording a letter or call) gave the first representations;
 *   the statutory 45 days run from here.
 * - am_processing: the appeal manager's turn (after the worker submits).
 * - contractor_processing: the manager asked the worker for more.
 * - reassessment_in_progress: accepted; the reassessment it started is under way.
 * - reopened: a closed appeal opened again (it keeps its decisions: "reopened after closing").
 * - closed: decided (and, if accepted, the reassessment approved).
 * - outdated: a newer SDS replaced the one the appeal is about before the worker started.
 * - disabled: the appeal feature ended or the engagement was archived before the worker started.
 */
export const APPEAL_ACTIONS = [
  /** the worker opens the link and gives their email (or a manager records representations) */
  'start',
  /** the worker sends their representations / answers to the manager */
  'submit_to_manager',
  /** the manager asks the worker for more */
  'submit_to_contractor',
  /** the manager decides: rejected closes; accepted starts a reassessment */
  'close_rejected',
  'close_accepted',
  /** the reassessment an accepted appeal started was approved (a new SDS goes out) */
  'complete_reassessment',
  /** a closed appeal is opened again by a manager */
  'reopen',
  /** a newer SDS superseded the one the appeal is about */
  'outdate',
  /** the appeal feature ended or the engagement went away before the worker started */
  'disable',
] as const;
export type TAppealAction = (typeof APPEAL_ACTIONS)[number];

export const APPEAL_TRANSITIONS: TTransitionTable<TAppealStatus, TAppealAction> = {
  created: { start: ['started'], outdate: ['outdated'], disable: ['disabled'] },
  started: {
    submit_to_manager: ['am_processing'],
    submit_to_contractor: ['contractor_processing'],
    close_rejected: ['closed'],
    close_accepted: ['reassessment_in_progress'],
  },
  am_processing: {
    submit_to_contractor: ['contractor_processing'],
    close_rejected: ['closed'],
    close_accepted: ['reassessment_in_progress'],
  },
  contractor_processing: {
    submit_to_manager: ['am_processing'],
    close_rejected: ['closed'],
    close_accepted: ['reassessment_in_progress'],
  },
  reassessment_in_progress: { complete_reassessment: ['closed'] },
  reopened: {
    submit_to_manager: ['am_processing'],
    submit_to_contractor: ['contractor_processing'],
    close_rejected: ['closed'],
    close_accepted: ['reassessment_in_progress'],
  },
  closed: { reopen: ['reopened'] },
  outdated: {},
  disabled: {},
};

/** Statuses in which an appeal is under way (blocks conflicting engagement actions, spec §8). */
export const ACTIVE_APPEAL_STATUSES: readonly TAppealStatus[] = APPEAL_STATUSES.filter(
  (s) => !['created', 'closed', 'outdated', 'disabled'].includes(s),
);

/**
 * Spec §4: reopened-after-closing = has decisions and is not closed, disabled or outdated — read as
 * "was opened again after a decision": an accepted decision leaves the appeal in
 * reassessment_in_progress (not closed) with its one decision, which is not a reopening. Each decision
 * but the one a running reassessment belongs to was followed by a reopen (deciding again needs one).
 */
export function isAfterReopened(status: TAppealStatus, decisionCount: number): boolean {
  if (['closed', 'disabled', 'outdated'].includes(status)) return false;
  const decisionsBeforeAReopen = status === 'reassessment_in_progress' ? decisionCount - 1 : decisionCount;
  return decisionsBeforeAReopen > 0;
}
