import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildAppeal } from '../../test/factories/appeals.ts';
import { buildTenant, type Tenant } from '../../test/factories/tenant.ts';
import { useTestApp } from '../../test/helpers/test-app.ts';
import { redactUrl } from './log-redaction.ts';

const lines: string[] = [];
const sink = new Writable({
  write(chunk, _enc, done) {
    lines.push(String(chunk));
    done();
  },
});
const ctx = useTestApp({ logStream: sink, logLevel: 'info' });
let t: Tenant;
beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
});

describe('redactUrl', () => {
  const key = 'Abc_def-123456789012345678901234567890123';
  const id = '0b7d7c8e-1f1a-4d2b-9c3e-5f6a7b8c9d0e';
  it.each([
    [`/api/appeals/key/${key}`, '/api/appeals/key/[redacted]'],
    [`/api/appeals/key/${key}/comments/${id}`, `/api/appeals/key/[redacted]/comments/${id}`],
    [`/api/appeals/${key}/start`, '/api/appeals/[redacted]/start'],
    [`/api/appeals/${key}/assessment-report?version=2`, '/api/appeals/[redacted]/assessment-report?version=2'],
    [`/api/appeals/${key}/attachments/${id}`, `/api/appeals/[redacted]/attachments/${id}`],
    [`/api/contractor-reports/${key}`, '/api/contractor-reports/[redacted]'],
    [
      `/api/download-contractor-report?linkKey=${key}&downloadKey=12345678`,
      '/api/download-contractor-report?linkKey=[redacted]&downloadKey=[redacted]',
    ],
    [`/appeal/${key}`, '/appeal/[redacted]'],
  ])('%s', (url, expected) => expect(redactUrl(url)).toBe(expected));

  it('keeps ids and other paths', () => {
    for (const url of [`/api/appeals/${id}`, `/api/appeals/${id}/close`, `/api/users/${id}/appeals`, '/appeal']) {
      expect(redactUrl(url)).toBe(url);
    }
  });
});

describe('request logging of appeal links', () => {
  it('never writes the key into the log', async () => {
    const { key } = await buildAppeal(ctx.app.db, ctx.app.storage, t, { status: 'started' });
    expect((await ctx.app.inject({ url: `/api/appeals/key/${key}` })).statusCode).toBe(200);
    await ctx.app.inject({ url: `/api/appeals/${key}/attachment-token` });
    await ctx.app.inject({ url: `/api/appeals/${key}/assessment-report` });
    const log = lines.join('');
    expect(log).toContain('/api/appeals/key/[redacted]');
    expect(log).not.toContain(key);
  });
});
