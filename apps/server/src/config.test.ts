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
