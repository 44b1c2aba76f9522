import { TIME_LIMITS } from './time-limits.ts';

/** Business constants of spec §9 (time limits live in time-limits.ts). */
export const LIMITS = {
  pageSize: 20,
  paginationButtons: 5,
  searchMax: 100,
  companyNameMax: 100,
  fileNameMax: 190,
  csvValueMax: 191,
  passwordMin: 12,
  smsCodeLength: 6,
  individualCodeLength: 8,
  appealEvidenceDays: TIME_LIMITS.appealEvidenceDays,
  appealOutcomeDays: TIME_LIMITS.appealOutcomeDays,
  deferredEmailRetryHours: TIME_LIMITS.deferredEmailRetryHours,
  maintenanceNoticeHours: TIME_LIMITS.maintenanceNoticeHours,
  notificationTimeoutMs: 5000,
  listSearchDebounceMs: 500,
  optionSearchDebounceMs: 200,
  /**
   * The most rows a list counts row by row (a filter its counters do not hold): past it the total
   * says "at least" (`totalCapped`), and the pages stop at it (docs/decisions/performance.md).
   */
  listCountCap: 10_000,
  /**
   * The most matches a list's search (`globalFilter`) counts: past it the total says "200+"
   * (`totalCapped`) and the pages go on in the list's order, so that a common or one-letter term
   * costs what 200 matches do, in every scope (docs/decisions/performance.md, "Searches bounded by
   * a cap", "Every search capped at 200").
   */
  searchCountCap: 200,
} as const;

/**
 * Limits that keep the product from being used to flood a mailbox or the file store (issue 30 item
 * 4; docs/decisions/login-protection.md). The server enforces them; the web shows their refusals.
 */
export const ABUSE_LIMITS = {
  /** Statement (SDS) sendings — a send or a resend, two emails each — to one address for one engagement, per 24 hours. */
  statementSendsPerRecipient: 3,
  /** Statement sendings to one address across all engagements, per 24 hours. */
  statementSendsPerAddress: 50,
  /** The worker's unsent drafts on one appeal. */
  appealOpenDrafts: 10,
  /** The worker's comments (drafts and sent) on one appeal. */
  appealWorkerComments: 100,
  /** The worker's files on one appeal, and their bytes (each file at most 10 MB, 10 a comment). */
  appealWorkerFiles: 50,
  appealWorkerBytes: 200 * 1024 * 1024,
} as const;

/** Default holding risk settings (spec §9). */
export const DEFAULT_RISK_SETTINGS = {
  highRiskThreshold: 10,
  mediumRiskThreshold: 20,
  riskMargin: 5,
} as const;

export const ACCESS_TOKEN_TTL_SECONDS = TIME_LIMITS.accessTokenSeconds;
export const REFRESH_TOKEN_TTL_DAYS = TIME_LIMITS.refreshTokenDays;
