import type { HOLDING_MAIL_VERIFICATION_PERIODS, THoldingSettings, TUpdateHoldingSettings } from '@statera/shared';

export type VerificationPeriod = (typeof HOLDING_MAIL_VERIFICATION_PERIODS)[number];

/** The settings as the form holds them: numbers as typed text, "off" password change as ''. */
export interface HoldingFormValues {
  highRiskThreshold: string;
  mediumRiskThreshold: string;
  riskMargin: string;
  changePasswordPeriod: string;
  mailVerificationPeriod: VerificationPeriod;
  mailVerificationNewDevice: boolean;
  blockedPermissions: string[];
  continuousEmployed: boolean;
  /** Contractor-notification frequency in days, as the select holds it ('0', '1', '7', '30'). */
  contractorNotificationFrequency: string;
}

/** The stored settings → form values; the older `new_device` period reads as off plus the new-device switch. */
export function toFormValues(h: THoldingSettings): HoldingFormValues {
  const legacyNewDevice = h.mailVerificationPeriod === 'new_device';
  return {
    highRiskThreshold: String(h.highRiskThreshold),
    mediumRiskThreshold: String(h.mediumRiskThreshold),
    riskMargin: String(h.riskMargin),
    changePasswordPeriod: h.changePasswordPeriod === null ? '' : String(h.changePasswordPeriod),
    mailVerificationPeriod: legacyNewDevice ? 'off' : (h.mailVerificationPeriod as VerificationPeriod),
    mailVerificationNewDevice: h.mailVerificationNewDevice || legacyNewDevice,
    blockedPermissions: [...h.blockedPermissions].sort(),
    continuousEmployed: h.continuousEmployed,
    contractorNotificationFrequency: String(h.contractorNotificationFrequency ?? 0),
  };
}

const number = (v: string) => (v.trim() === '' ? undefined : v.trim().replace(',', '.'));

/** Form values → the PUT holding body, before the schema checks it (empty numbers stay missing: required). */
export function toHoldingInput(v: HoldingFormValues): Record<keyof TUpdateHoldingSettings, unknown> {
  return {
    highRiskThreshold: number(v.highRiskThreshold),
    mediumRiskThreshold: number(v.mediumRiskThreshold),
    riskMargin: number(v.riskMargin),
    changePasswordPeriod: v.changePasswordPeriod === '' ? null : Number(v.changePasswordPeriod),
    mailVerificationPeriod: v.mailVerificationPeriod,
    mailVerificationNewDevice: v.mailVerificationNewDevice,
    blockedPermissions: v.blockedPermissions,
    continuousEmployed: v.continuousEmployed,
    contractorNotificationFrequency: Number(v.contractorNotificationFrequency),
  };
}

/** Whether the form differs from what is saved. */
export function differs(a: HoldingFormValues, b: HoldingFormValues): boolean {
  const norm = (v: HoldingFormValues) => JSON.stringify({ ...v, blockedPermissions: [...v.blockedPermissions].sort() });
  return norm(a) !== norm(b);
}
