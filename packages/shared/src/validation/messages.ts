/**
 * Default message key of each validation rule (spec §5). Every key is an i18n key of the web's
 * English locale, so the server can answer with it and the web translates it.
 */
export const RULE_MESSAGES = {
  required: 'errors.required',
  requiredIf: 'errors.requiredIf',
  requiredUnless: 'errors.shouldNotBeFilled',
  requiredAtLeastOne: 'errors.requiredAtLeastOneField',
  url: 'errors.incorrectUrl',
  nip: 'errors.nip',
  number: 'errors.number',
  integer: 'errors.integer',
  percent: 'errors.percent',
  password: 'errors.password',
  minValue: 'errors.minValue',
  maxValue: 'errors.maxValue',
  minLength: 'errors.minLength',
  maxLength: 'errors.maxLength',
  after: 'documents.datePeriodModal.dateTooEarly',
  before: 'documents.datePeriodModal.dateTooLate',
  cost: 'errors.cost',
  dayOfMonth: 'errors.wrongDayOfMonth',
  different: 'errors.newPasswordMustBeDifferentFromOld',
  email: 'errors.email',
  date: 'errors.date',
  /** A value the database cannot hold (a NUL character in text). */
  invalid: 'errors.invalid',
} as const;

export type TRuleName = keyof typeof RULE_MESSAGES;
export type TRuleMessage = (typeof RULE_MESSAGES)[TRuleName];
