import { randomBytes } from 'node:crypto';
import JSZip from 'jszip';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { multipart } from '../../../test/helpers/multipart.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';

const ctx = useTestApp();
let t: Tenant;
let foreign: Tenant;

beforeAll(async () => {
  t = await buildTenant(ctx.app.db);
  foreign = await buildTenant(ctx.app.db);
});

describe('GET /api/engagements/{id}/download-documents', () => {
  it('streams a zip of 50 documents with their names and exact bytes (duplicates numbered)', async () => {
    const e = await buildEngagement(ctx.app.db, t, { yourReference: 'PO 77/2026' });
    const files = Array.from({ length: 50 }, (_, i) => ({
      // two documents share a name: the zip keeps both
      name: i === 49 ? 'evidence-0.pdf' : `evidence-${i}.pdf`,
      data: Buffer.concat([Buffer.from(`%PDF-1.4\n% document ${i}\n`), randomBytes(1000 + i * 997)]),
    }));
    for (let from = 0; from < files.length; from += 10) {
      const batch = files.slice(from, from + 10);
      const body = multipart(
        batch.map((f) => ({ name: 'file', filename: f.name, contentType: 'application/pdf', data: f.data })),
      );
      const up = await injectAs(ctx, t.specialist, { method: 'POST', url: '/api/attachments', ...body });
      expect(up.statusCode, up.body).toBe(201);
      const attachmentIds = up.json().attachments.map((a: { attachmentId: string }) => a.attachmentId);
      const add = await injectAs(ctx, t.specialist, {
        method: 'POST',
        url: `/api/engagements/${e.id}/documents`,
        payload: { attachmentIds },
      });
      expect(add.statusCode, add.body).toBe(201);
    }
    const res = await injectAs(ctx, t.approver, { method: 'GET', url: `/api/engagements/${e.id}/download-documents` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(res.headers['content-disposition']).toBe('attachment; filename="documents-PO-77-2026.zip"');
    const zip = await JSZip.loadAsync(res.rawPayload, { checkCRC32: true });
    const names = Object.keys(zip.files);
    expect(names).toHaveLength(50);
    const expected = files.map((f, i) => (i === 49 ? 'evidence-0 (2).pdf' : f.name));
    expect(names.sort()).toEqual([...expected].sort());
    for (const [i, f] of files.entries()) {
      const bytes = Buffer.from(await zip.file(expected[i]!)!.async('uint8array'));
      expect(bytes.equals(f.data), expected[i]).toBe(true);
    }
  });

  it('answers an empty archive for an engagement without documents, and 404 to another tenant', async () => {
    const e = await buildEngagement(ctx.app.db, t);
    const res = await injectAs(ctx, t.clientAdmin, {
      method: 'GET',
      url: `/api/engagements/${e.id}/download-documents`,
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys((await JSZip.loadAsync(res.rawPayload)).files)).toEqual([]);
    const other = await injectAs(ctx, foreign.clientAdmin, {
      method: 'GET',
      url: `/api/engagements/${e.id}/download-documents`,
    });
    expect(other.statusCode).toBe(404);
    const seatless = await injectAs(ctx, t.clientUser, {
      method: 'GET',
      url: `/api/engagements/${e.id}/download-documents`,
    });
    expect(seatless.statusCode).toBe(404);
  });
});
