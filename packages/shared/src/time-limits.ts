/**
 * Every time limit and token lifetime of the product, in one place (docs/decisions/time-limits.md).
 * Server and web read them from here; texts that name a lifetime ("expires in 10 minutes") are
 * built from the same numbers. The unit is in each name.
 */
export const TIME_LIMITS = {
  // sessions
  /** An access token (JWT) lives 15 minutes; the web refreshes it before a request once expired. */
  accessTokenSeconds: 15 * 60,
  /** A refresh token (one session) lives 30 days from its last rotation. */
  refreshTokenDays: 30,
  /** After 5 wrong passwords the account is locked this long. */
  lockoutMinutes: 15,

  // proofs and links
  /** One-time proof of a fresh password for a sensitive change (X-Authorization-Token). */
  authorizationTokenMinutes: 5,
  /** A sign-in verification code, by email or SMS. */
  verificationCodeMinutes: 10,
  /** The whole sign-in code step (its token), across resends. */
  verificationStepMinutes: 60,
  /** The shortest wait between two sign-in codes. */
  verificationResendSeconds: 30,
  /** A code texted to confirm a new phone number. */
  phoneCodeMinutes: 10,
  phoneCodeResendSeconds: 30,
  /** An invitation (registration) link. */
  invitationLinkDays: 7,
  /** A password recovery link. */
  recoveryLinkMinutes: 60,
  /** The link of a forced password change (CHANGE_PASSWORD_NEEDED). */
  passwordChangeLinkMinutes: 60,
  /** A single sign-on round trip at the identity provider. */
  ssoRequestMinutes: 10,
  /** The one-time token that turns a finished single sign-on into a session. */
  ssoLoginTokenMinutes: 5,

  // mail
  /** A deferred email is retried for 72 hours from when it was queued, then given up. */
  deferredEmailRetryHours: 72,

  // maintenance
  /**
   * A maintenance window is announced to users this long before it starts, and is planned at least
   * this far ahead (unless a provider admin explicitly starts one at once).
   */
  maintenanceNoticeHours: 48,
  /** A maintenance window lasts at most this long (docs/decisions/maintenance-windows.md). */
  maintenanceMaxHours: 24,
  /** A maintenance window is planned at most this far ahead. */
  maintenanceMaxLeadDays: 365,
  /** Ended maintenance windows stay listed this long. */
  maintenanceHistoryDays: 30,

  // assessments and appeals
  /** An assessment opens this many days before its due date. */
  assessmentOpeningDays: 30,
  /**
   * A reassessment started now (after an accepted appeal, a contract change or on request) is due
   * this many working days (Monday to Friday) after it starts; after an appeal, no later than the
   * appeal's statutory deadline (docs/decisions/reassessment-due-date.md).
   */
  reassessmentWorkingDays: 10,
  /** An appeal's evidence is due within 14 days. */
  appealEvidenceDays: 14,
  /** An appeal's outcome is due within 45 days. */
  appealOutcomeDays: 45,
  /** The worker's appeal link keeps working this long after the appeal closes (to read the outcome). */
  appealKeyAfterCloseDays: 90,
  /** The worker's own account (issue 29): their link works, and an answer is awaited, this long. */
  workerAccountDays: 14,

  // contractor reports (SDS sent to the worker and the fee-payer chain)
  /** A contractor report link (and its download code) works this long. */
  contractorReportLinkDays: 90,
  /** After 5 wrong download codes the link is locked this long. */
  contractorReportLockMinutes: 15,

  // the dashboards' "needs attention" list (docs/decisions/dashboards-and-statistics.md)
  /** Assessments due within this many days (and overdue ones) need attention. */
  attentionDueDays: 14,
  /** A statement the worker has not opened this many days after it was sent needs a nudge. */
  statementUnopenedDays: 7,
  /** A requested contract change should be acted on within this many days. */
  contractChangeActionDays: 14,
} as const;

export const SECOND_MS = 1000;
export const MINUTE_MS = 60 * SECOND_MS;
export const HOUR_MS = 60 * MINUTE_MS;
export const DAY_MS = 24 * HOUR_MS;

/** `at` moved on by an amount of time, e.g. `later(now, TIME_LIMITS.invitationLinkDays, DAY_MS)`. */
export const later = (at: Date | number, amount: number, unitMs: number): Date =>
  new Date((typeof at === 'number' ? at : at.getTime()) + amount * unitMs);
