import { createHash, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Db } from '../../src/db/client.ts';
import { assessmentReports, assessments, storedFiles } from '../../src/db/schema/index.ts';
import type { FileStorage } from '../../src/lib/storage/storage.ts';

/** A small real PDF (pdfkit) naming the engaged individual. */
export function renderTestPdf(title: string): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4' });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text('Status Determination Statement');
    doc.fontSize(12).text(title);
    doc.end();
  });
}

/**
 * Approves the assessment and gives it a generated statement: the PDF is rendered, put in the
 * storage and recorded in stored_files, as the report job leaves it (status 'generated').
 */
export async function buildContractorReport(
  db: Db,
  storage: FileStorage,
  v: { assessmentId: string; version?: number; title?: string; approvedAt?: Date },
) {
  await db
    .update(assessments)
    .set({ status: 'approved', dateApproved: v.approvedAt ?? new Date() })
    .where(eq(assessments.id, v.assessmentId));
  const pdf = await renderTestPdf(v.title ?? 'Test statement');
  const key = `reports/${randomUUID()}.pdf`;
  await storage.put(key, pdf, 'application/pdf');
  const [file] = await db
    .insert(storedFiles)
    .values({ key, mime: 'application/pdf', size: pdf.length, name: 'statement.pdf' })
    .returning();
  const [report] = await db
    .insert(assessmentReports)
    .values({
      assessmentId: v.assessmentId,
      version: v.version ?? 1,
      assessmentVersion: 1,
      status: 'generated',
      fileId: file!.id,
      pageCount: 1,
      sha256: createHash('sha256').update(pdf).digest('hex'),
      generatedAt: new Date(),
    })
    .returning();
  return { report: report!, pdf };
}
