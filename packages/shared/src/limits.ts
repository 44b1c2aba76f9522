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
} as const;

/** Default holding risk settings (spec §9). */
export const DEFAULT_RISK_SETTINGS = {
  highRiskThreshold: 10,
  mediumRiskThreshold: 20,
  riskMargin: 5,
} as const;

export const ACCESS_TOKEN_TTL_SECONDS = TIME_LIMITS.accessTokenSeconds;
export const REFRESH_TOKEN_TTL_DAYS = TIME_LIMITS.refreshTokenDays;
