import { recordingSmsProvider, type SmsProvider } from './sms-provider.ts';
import type { SmsSettings } from './sms-settings.ts';
import { type SmsLog, twilioSmsProvider } from './twilio-sms-provider.ts';

/** The adapter SMS_PROVIDER names; the recording one when nothing is configured (tests, demo). */
export function createSmsProvider(settings: SmsSettings | undefined, log: SmsLog): SmsProvider {
  return settings?.kind === 'twilio' ? twilioSmsProvider(settings, log) : recordingSmsProvider;
}
