import { writeFile } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../../test/factories/tenant.ts';
import { injectAs } from '../../../../test/helpers/inject.ts';
import { completeAssessment } from '../../../../test/helpers/interview.ts';
import { useTestApp } from '../../../../test/helpers/test-app.ts';
import { assessmentReports } from '../../../db/schema/index.ts';
import { generateReport } from '../report-generation.ts';

const ctx = useTestApp();

async function pdfText(data: Buffer): Promise<string> {
  const doc = await getDocument({ data: new Uint8Array(data), verbosity: 0 }).promise;
  let out = '';
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    out += ` ${content.items.map((it) => ('str' in it ? it.str : '')).join(' ')}`;
  }
  await doc.destroy();
  return out.replace(/\s+/g, ' ');
}

/** Approves the engagement's assessment and runs the statement job; answers the PDF and its row. */
async function statementOf(t: Tenant, assessmentId: string, now: Date) {
  await completeAssessment(ctx, t.specialist, assessmentId);
  const approved = await injectAs(ctx, t.approver, { method: 'PUT', url: `/api/assessments/${assessmentId}/approve` });
  expect(approved.statusCode, approved.body).toBe(200);
  const reportId = approved.json().interviewReports[0].id;
  await generateReport(ctx.app.db, ctx.app.storage, reportId, now);
  const [row] = await ctx.app.db.select().from(assessmentReports).where(eq(assessmentReports.id, reportId));
  const pdf = await injectAs(ctx, t.clientAdmin, { url: `/api/assessments/${assessmentId}/report` });
  return { row: row!, pdf: pdf.rawPayload, text: await pdfText(pdf.rawPayload) };
}

describe('the SDS names the fee-payer and the chain (issue 28)', () => {
  it('lists the chain, the fee-payer and the deemed employer, and is stamped statutory', {
    timeout: 180_000,
  }, async () => {
    const t = await buildTenant(ctx.app.db);
    const e = await buildEngagement(ctx.app.db, t);
    const chain = await injectAs(ctx, t.clientAdmin, {
      method: 'PUT',
      url: `/api/engagements/${e.id}/chain`,
      payload: {
        parties: [
          { kind: 'agency', name: 'Apex Talent Ltd', ukStatus: 'uk_resident' },
          { kind: 'agency', name: 'Offshore Payroll BV', ukStatus: 'non_uk' },
          { kind: 'intermediary', name: 'Nimbus Consulting Ltd', ukStatus: 'uk_resident' },
        ],
      },
    });
    expect(chain.statusCode).toBe(200);
    const { row, pdf, text } = await statementOf(t, e.assessmentId, new Date('2026-11-20T10:00:00Z'));
    if (process.env.SDS_PDF_OUT) await writeFile(process.env.SDS_PDF_OUT, pdf);
    expect(row).toMatchObject({ status: 'generated', statutory: true, offPayrollTaxYear: 2026 });
    expect(text).toContain('Status Determination Statement');
    expect(text).toContain('Fee-payer and the supply chain');
    expect(text).toMatch(/Fee-payer\s+Offshore Payroll BV/);
    expect(text).toMatch(/Deducts income tax and NICs \(deemed employer\)\s+Apex Talent Ltd/);
    expect(text).toContain('Nimbus Consulting Ltd');
    expect(text).toContain('Outside the UK');
  });

  it('a client out of scope for the tax year: not a statutory SDS, and the statement says so plainly', {
    timeout: 180_000,
  }, async () => {
    const t = await buildTenant(ctx.app.db);
    const small = { turnover: 900_000, balanceSheetTotal: 300_000, employees: 6, evidence: 'Micro-entity accounts' };
    const imported = await injectAs(ctx, t.clientAdmin, {
      method: 'POST',
      url: `/api/companies/${t.company.id}/off-payroll/financial-years/import`,
      payload: {
        years: [2023, 2024, 2025].map((end, i) => ({
          start: `${end - 1}-04-01`,
          end: `${end}-03-31`,
          firstFinancialYear: i === 0,
          ...small,
        })),
      },
    });
    expect(imported.statusCode).toBe(201);
    const e = await buildEngagement(ctx.app.db, t);
    const { row, text } = await statementOf(t, e.assessmentId, new Date('2026-11-20T10:00:00Z'));
    expect(row).toMatchObject({ statutory: false, offPayrollTaxYear: 2026 });
    expect(text).toContain('Employment status determination');
    expect(text.replace(/ /g, '')).toContain('NOTASTATUSDETERMINATIONSTATEMENT');
    expect(text).toContain('It is not a status determination statement under Chapter 10');
    expect(text).toContain('The client is out of scope of the off-payroll rules for 2026/27');
    const card = (await injectAs(ctx, t.clientAdmin, { url: `/api/engagements/${e.id}/liability` })).json();
    expect(card.determination).toEqual({ taxYear: 2026, label: '2026/27', inScope: false });
  });
});
