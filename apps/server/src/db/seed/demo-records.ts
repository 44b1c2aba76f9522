import { and, desc, eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import type { Actor } from '../../authz/actor.ts';
import { type FileStorage, newFileKey } from '../../lib/storage/storage.ts';
import type { StoredUpload } from '../../lib/uploads.ts';
import { startAppeal, submitToManager } from '../../modules/appeal-contractor/contractor-appeal.service.ts';
import { createContractorComment } from '../../modules/appeal-contractor/contractor-comments.service.ts';
import { hashAppealKey } from '../../modules/appeals/appeal-key.ts';
import { requestContractChange } from '../../modules/contract-changes/contract-change.service.ts';
import { uploadAttachments } from '../../modules/documents/attachment.service.ts';
import { addDocuments, commentOnDocument } from '../../modules/documents/document.service.ts';
import type { Db } from '../client.ts';
import { appeals, companyFeatures, emailMessages } from '../schema/index.ts';

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/** The client group subscribes to the appeal process (12 months), so its SDS emails carry appeal links. */
export async function seedDemoAppealFeature(db: Db, groupId: string, activatedById: string): Promise<void> {
  const start = new Date();
  const end = new Date(start);
  end.setUTCFullYear(end.getUTCFullYear() + 1);
  await db
    .insert(companyFeatures)
    .values({
      companyId: groupId,
      name: 'appeal_process',
      dateStart: isoDay(start),
      dateEnd: isoDay(end),
      autoRenewal: true,
      activatedById,
    })
    .onConflictDoNothing();
}

/**
 * The worker disagrees with the demo SDS through the appeal link of their email (as they would in
 * the browser): they start the appeal, write their reasons and send them to the lead appeal manager,
 * so the demo has an appeal in progress with its 45-day clock running.
 */
export async function seedDemoAppeal(db: Db, engagementId: string, publicUrl: string): Promise<void> {
  const [mail] = await db
    .select({ text: emailMessages.text, to: emailMessages.to })
    .from(emailMessages)
    .where(and(eq(emailMessages.templateKey, 'contractor_report.link'), eq(emailMessages.entityId, engagementId)))
    .orderBy(desc(emailMessages.createdAt))
    .limit(1);
  const key = mail?.text.match(/\/appeal\/([A-Za-z0-9_-]{22,})/)?.[1];
  if (!key || !mail) return;
  const [appeal] = await db
    .select({ id: appeals.id })
    .from(appeals)
    .where(eq(appeals.keyHash, hashAppealKey(key)));
  if (!appeal) return;
  await startAppeal(db, appeal.id, { contractorEmail: mail.to, dataProcessingConsent: true });
  await createContractorComment(db, appeal.id, {
    threadId: 'appeal',
    status: 'created',
    attachments: [],
    body:
      'I disagree with the conclusion. I decide how and when the migration work is done, I have sent a ' +
      'substitute twice (in March and in June) and I invoice through my own company for fixed deliverables, ' +
      'not for hours. I can provide the invoices and the emails about the substitutes.',
  });
  await createContractorComment(db, appeal.id, {
    threadId: 'supporting',
    status: 'created',
    attachments: [],
    body: 'Statement of work 2 (fixed price, deliverables D1–D4) was agreed on 3 February.',
  });
  await submitToManager(db, appeal.id, { publicUrl });
}

/** A small real PDF (pdfkit): a title and paragraphs. */
/** PDFs as `storeUpload` would leave them: in the store, under keys the server made (for uploadAttachments). */
export function storedPdfs(storage: FileStorage, files: { name: string; data: Buffer }[]) {
  return async (): Promise<StoredUpload> => {
    const stored = [];
    for (const f of files) {
      const key = newFileKey('attachments', 'pdf');
      await storage.put(key, f.data, 'application/pdf');
      stored.push({
        field: 'file',
        name: f.name,
        type: 'pdf' as const,
        mime: 'application/pdf',
        extension: 'pdf',
        size: f.data.length,
        key,
      });
    }
    return { fields: {}, files: stored, discard: async () => {} };
  };
}

export function pdfOf(title: string, lines: string[]): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A4', margin: 56 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text(title).moveDown();
    doc.fontSize(11);
    for (const line of lines) doc.text(line).moveDown(0.5);
    doc.end();
  });
}

/**
 * Documents on the approved engagement (the contract and a statement of work, uploaded by the client
 * admin through the same services as the API, with a comment), and a contract change the specialist
 * asked for: a later end date, which puts the length answers in doubt.
 */
export async function seedDemoDocuments(
  db: Db,
  storage: FileStorage,
  people: { admin: Actor; specialist: Actor },
  engagementId: string,
  publicUrl: string,
): Promise<void> {
  const files = [
    {
      name: 'Consultancy agreement — Harbour Data Consulting.pdf',
      data: await pdfOf('Consultancy agreement', [
        'Between Northwind Group plc and Harbour Data Consulting Ltd.',
        'Services: data platform migration, delivered as the milestones of Schedule 1.',
        'Substitution: the consultant may send a suitably qualified substitute at its own cost.',
        'Fees: fixed per milestone, invoiced on acceptance.',
      ]),
    },
    {
      name: 'Statement of work 2.pdf',
      data: await pdfOf('Statement of work 2', [
        'Deliverables D1–D4: target data model, migration tooling, cut-over rehearsal, cut-over.',
        'Price: fixed, £21,000 per deliverable.',
      ]),
    },
  ];
  const uploaded = await uploadAttachments(db, people.admin, storedPdfs(storage, files));
  const ids = await addDocuments(db, people.admin, engagementId, {
    attachmentIds: uploaded.attachments.map((a) => a.attachmentId),
  });
  if (ids[0]) {
    await commentOnDocument(db, people.admin, ids[0], {
      body: 'Signed copy. Clause 7 (substitution) is the one the worker’s appeal relies on.',
    });
  }
  const end = new Date();
  end.setUTCMonth(end.getUTCMonth() + 10);
  await requestContractChange(
    db,
    people.specialist,
    engagementId,
    {
      comment: 'The client extended the migration by three months; please update the contract end.',
      changes: { contractEnd: isoDay(end) },
    },
    publicUrl,
  );
}
