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
