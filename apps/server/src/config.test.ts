import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

const base = { DATA_DIR: '/srv/statera', JWT_SECRET: 'x'.repeat(32) };

describe('file storage settings', () => {
  it('default to the files folder of the data directory', () => {
    expect(loadConfig(base).files).toEqual({ kind: 'local', dir: '/srv/statera/files' });
    expect(loadConfig({ ...base, FILES_DIR: '/mnt/uploads' }).files).toEqual({ kind: 'local', dir: '/mnt/uploads' });
  });

  it('use an S3-compatible bucket when S3_BUCKET is set', () => {
    const files = loadConfig({
      ...base,
      S3_BUCKET: 'statera-files',
      S3_ENDPOINT: 'https://minio.internal:9000',
      S3_REGION: 'eu-west-2',
      S3_ACCESS_KEY_ID: 'id',
      S3_SECRET_ACCESS_KEY: 'secret',
    }).files;
    expect(files).toEqual({
      kind: 's3',
      bucket: 'statera-files',
      endpoint: 'https://minio.internal:9000',
      region: 'eu-west-2',
      accessKeyId: 'id',
      secretAccessKey: 'secret',
    });
    expect(loadConfig({ ...base, S3_BUCKET: 'b' }).files).toMatchObject({ kind: 's3', region: 'us-east-1' });
    expect(() => loadConfig({ ...base, S3_BUCKET: 'b', S3_ENDPOINT: 'ftp://x' })).toThrow();
  });
});

describe('process role (PROCESS_ROLE)', () => {
  const shared = { ...base, DATABASE_URL: 'postgres://db.internal/statera', PUBLIC_URL: 'https://statera.example' };

  it('is both by default, as a single process has always run', () => {
    expect(loadConfig(base).processRole).toBe('both');
    expect(loadConfig({ ...base, PROCESS_ROLE: '' }).processRole).toBe('both');
  });

  it('accepts web, worker and both, ignoring case and spaces', () => {
    expect(loadConfig({ ...shared, PROCESS_ROLE: 'web' }).processRole).toBe('web');
    expect(loadConfig({ ...shared, PROCESS_ROLE: ' Worker ' }).processRole).toBe('worker');
    expect(loadConfig({ ...base, PROCESS_ROLE: 'BOTH' }).processRole).toBe('both');
  });

  it('refuses anything else, naming the accepted values', () => {
    expect(() => loadConfig({ ...shared, PROCESS_ROLE: 'workers' })).toThrow(
      'PROCESS_ROLE must be one of web, worker, both (default both); got "workers"',
    );
  });

  it('refuses web or worker without what every process must share (no PGlite, no secret of its own)', () => {
    expect(() => loadConfig({ DATA_DIR: '/srv/statera', PROCESS_ROLE: 'worker' })).toThrow(
      /PROCESS_ROLE=worker .*DATABASE_URL.*; JWT_SECRET.*; PUBLIC_URL/,
    );
    expect(() => loadConfig({ ...shared, DATABASE_URL: '', PROCESS_ROLE: 'web' })).toThrow(
      /PROCESS_ROLE=web .*DATABASE_URL \(the embedded PGlite serves one process only\)$/,
    );
  });
});

describe('SMS provider settings', () => {
  const twilio = {
    ...base,
    SMS_PROVIDER: 'twilio',
    TWILIO_ACCOUNT_SID: 'AC0123',
    TWILIO_AUTH_TOKEN: 'secret-token',
    TWILIO_FROM: '+15005550006',
  };

  it('record texts by default (development, the demo)', () => {
    expect(loadConfig(base).sms).toEqual({ kind: 'recording' });
  });

  it('select Twilio with SMS_PROVIDER=twilio, at its API unless SMS_API_BASE_URL points elsewhere', () => {
    expect(loadConfig(twilio).sms).toEqual({
      kind: 'twilio',
      accountSid: 'AC0123',
      authToken: 'secret-token',
      from: '+15005550006',
      messagingServiceSid: null,
      baseUrl: 'https://api.twilio.com',
      timeoutMs: 5000,
    });
    const local = loadConfig({
      ...twilio,
      TWILIO_FROM: '',
      TWILIO_MESSAGING_SERVICE_SID: 'MG0123',
      SMS_API_BASE_URL: 'http://127.0.0.1:4010',
      SMS_TIMEOUT_MS: '2000',
    }).sms;
    expect(local).toMatchObject({
      from: null,
      messagingServiceSid: 'MG0123',
      baseUrl: 'http://127.0.0.1:4010',
      timeoutMs: 2000,
    });
  });

  it('refuse to start with twilio chosen but its settings missing, naming them', () => {
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'twilio' })).toThrow(
      'SMS_PROVIDER=twilio needs TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM (or TWILIO_MESSAGING_SERVICE_SID)',
    );
    expect(() => loadConfig({ ...twilio, TWILIO_AUTH_TOKEN: '' })).toThrow(/needs TWILIO_AUTH_TOKEN;/);
    expect(() => loadConfig({ ...base, SMS_PROVIDER: 'nexmo' })).toThrow();
    expect(() => loadConfig({ ...twilio, SMS_API_BASE_URL: 'ftp://x' })).toThrow();
  });
});
