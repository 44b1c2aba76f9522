import { DEMO_USERS } from '@statera/shared';
import { eq } from 'drizzle-orm';
import { loadActor } from '../../authz/actor.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { uploadAttachments } from '../../modules/documents/attachment.service.ts';
import { AttachmentTokens } from '../../modules/documents/attachment-token.ts';
import { addGuidances, openGuidance } from '../../modules/user-guidance/user-guidance.service.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { pdfOf, storedPdfs } from './demo-records.ts';

const actorOf = async (db: Db, email: string) => {
  const [u] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return u ? loadActor(db, u.id) : null;
};

/**
 * User guidance in the demo: the provider admin's two guides, uploaded through the same services as
 * the API. The client admin and the lead appeal manager have opened both (so the demo journeys are
 * not interrupted); the new starter has not, and gets the updated-guidance modal once onboarded.
 */
export async function seedDemoGuidance(db: Db, storage: FileStorage, secret: string): Promise<void> {
  const admin = await actorOf(db, DEMO_USERS.providerAdmin);
  if (!admin) return;
  const files = [
    {
      name: 'Statera user guide — getting started.pdf',
      data: await pdfOf('Statera user guide: getting started', [
        'Engagements: record each worker you engage through an intermediary, with the contract dates and value.',
        'Assessments: the specialist answers the questionnaire; the approver reviews the answers and approves the result.',
        'Status Determination Statements: once approved, send the statement to the worker and the fee-payer chain from the engagement page.',
        'Appeals: a worker who disagrees has 45 days of your reply time from their representations; follow them under Appeals.',
      ]),
    },
    {
      name: 'IR35 assessments — what clients must do.pdf',
      data: await pdfOf('IR35 assessments: what clients must do', [
        'Take reasonable care: base each determination on the actual working practices, not the contract alone.',
        'Give the worker and the party you contract with a Status Determination Statement with the reasons.',
        'Answer a disagreement within 45 days, saying whether the determination stands and why.',
        'Reassess when the contract or the working practices change, and at least every twelve months.',
      ]),
    },
  ];
  const uploaded = await uploadAttachments(db, admin, storedPdfs(storage, files));
  const ids = await addGuidances(db, admin, { attachmentIds: uploaded.attachments.map((a) => a.attachmentId) });
  const tokens = new AttachmentTokens(secret);
  for (const email of [DEMO_USERS.clientAdmin, DEMO_USERS.appealManager]) {
    const reader = await actorOf(db, email);
    if (reader) for (const id of ids) await openGuidance(db, tokens, reader, id);
  }
}
