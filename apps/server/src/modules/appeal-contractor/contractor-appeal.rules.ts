import {
  APPEAL_SHARED_THREADS,
  APPEAL_TRANSITIONS,
  canTransition,
  type TAppealStatus,
  type TCommentGroupType,
} from '@statera/shared';

/**
 * What the worker may do through their link, by the appeal's state. The link key is the worker's
 * only credential (no actor, no role), so these rules are not in the actor-based policy registry;
 * state changes still go through APPEAL_TRANSITIONS (docs/decisions/appeal-contractor-link.md).
 */

/** States in which the worker writes and edits drafts: after starting, until the outcome. */
export const WORKER_WRITABLE_STATUSES: readonly TAppealStatus[] = [
  'started',
  'am_processing',
  'contractor_processing',
  'reopened',
];

interface AppealState {
  status: TAppealStatus;
}
interface CommentState {
  byContractor: boolean;
  status: 'created' | 'submitted';
}

export const contractorAppealRules = {
  /** Give the email replies go to; starts the 45-day clock. */
  start: (a: AppealState) => canTransition(APPEAL_TRANSITIONS, a.status, 'start'),
  /** Write drafts (also while the manager considers them, to send later). */
  comment: (a: AppealState) => WORKER_WRITABLE_STATUSES.includes(a.status),
  /** Send the drafts to the manager: the worker's turn only. */
  submitToManager: (a: AppealState) => canTransition(APPEAL_TRANSITIONS, a.status, 'submit_to_manager'),
  /** Change the address replies go to, until the appeal is closed. */
  changeEmail: (a: AppealState) => a.status !== 'closed',
  /** Edit a comment or its files: only the worker's own drafts, while they may write. */
  editComment: (a: AppealState, c: CommentState) =>
    c.byContractor && c.status === 'created' && WORKER_WRITABLE_STATUSES.includes(a.status),
};

/** Only the shared threads; appeal_management (internal notes), review and decision never. */
export const isSharedThread = (t: TCommentGroupType): t is (typeof APPEAL_SHARED_THREADS)[number] =>
  (APPEAL_SHARED_THREADS as readonly string[]).includes(t);

/** The abilities sent with the worker's view. */
export function contractorAbilities(a: AppealState): Record<string, boolean> {
  return {
    start: contractorAppealRules.start(a),
    comment: contractorAppealRules.comment(a),
    submitToManager: contractorAppealRules.submitToManager(a),
    changeEmail: contractorAppealRules.changeEmail(a),
    downloadReport: true,
  };
}

export const contractorCommentAbilities = (a: AppealState, c: CommentState): Record<string, boolean> => ({
  edit: contractorAppealRules.editComment(a, c),
  attach: contractorAppealRules.editComment(a, c),
  detach: contractorAppealRules.editComment(a, c),
});
