/** Business constants of spec §9. */
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
  appealEvidenceDays: 14,
  appealOutcomeDays: 45,
  deferredEmailRetryHours: 72,
  maintenanceNoticeHours: 48,
  notificationTimeoutMs: 5000,
  listSearchDebounceMs: 500,
  optionSearchDebounceMs: 200,
} as const;

/** Default holding risk settings (spec §9). */
export const DEFAULT_RISK_SETTINGS = {
  highRiskThreshold: 10,
  mediumRiskThreshold: 20,
  riskMargin: 5,
} as const;

export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_DAYS = 30;
