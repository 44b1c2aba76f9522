/** Twilio's Messages API settings (TWILIO_*, SMS_API_BASE_URL, SMS_TIMEOUT_MS). */
export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number (E.164) or alphanumeric sender; unused when a messaging service is set. */
  from: string | null;
  messagingServiceSid: string | null;
  /** https://api.twilio.com, or a local server that speaks the same protocol (tests). */
  baseUrl: string;
  timeoutMs: number;
}

/** Which SMS adapter the installation uses (SMS_PROVIDER): `recording` keeps texts in the SMS outbox. */
export type SmsSettings = { kind: 'recording' } | ({ kind: 'twilio' } & TwilioSettings);

export const TWILIO_API_BASE_URL = 'https://api.twilio.com';

export interface SmsEnv {
  SMS_PROVIDER: 'recording' | 'twilio';
  TWILIO_ACCOUNT_SID?: string;
  TWILIO_AUTH_TOKEN?: string;
  TWILIO_FROM?: string;
  TWILIO_MESSAGING_SERVICE_SID?: string;
  SMS_API_BASE_URL?: string;
  SMS_TIMEOUT_MS: number;
}

/**
 * The SMS settings, checked at start: SMS_PROVIDER=twilio without an account, a token and a
 * sender (TWILIO_FROM or TWILIO_MESSAGING_SERVICE_SID) stops the server with the missing names,
 * rather than telling every user later that their code could not be sent.
 */
export function parseSmsSettings(e: SmsEnv): SmsSettings {
  if (e.SMS_PROVIDER === 'recording') return { kind: 'recording' };
  const missing = [
    !e.TWILIO_ACCOUNT_SID && 'TWILIO_ACCOUNT_SID',
    !e.TWILIO_AUTH_TOKEN && 'TWILIO_AUTH_TOKEN',
    !e.TWILIO_FROM && !e.TWILIO_MESSAGING_SERVICE_SID && 'TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)',
  ].filter(Boolean);
  if (missing.length > 0) {
    throw new Error(`SMS_PROVIDER=twilio needs ${missing.join(', ')}; set them, or SMS_PROVIDER=recording`);
  }
  return {
    kind: 'twilio',
    accountSid: e.TWILIO_ACCOUNT_SID as string,
    authToken: e.TWILIO_AUTH_TOKEN as string,
    from: e.TWILIO_FROM || null,
    messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID || null,
    baseUrl: e.SMS_API_BASE_URL || TWILIO_API_BASE_URL,
    timeoutMs: e.SMS_TIMEOUT_MS,
  };
}
