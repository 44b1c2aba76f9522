import { Readable } from 'node:stream';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import type { FileStorage } from '../../lib/storage/storage.ts';
import { uniqueEntryName, zipStream } from '../../lib/zip-writer.ts';
import { allDocuments } from './document.repository.ts';
import { documentEngagement } from './document.service.ts';

/**
 * `GET /api/engagements/{id}/download-documents`: every document of the engagement in one zip,
 * streamed (one file open at a time; see lib/zip-writer.ts). Names are made unique inside the
 * archive; a document whose object is missing from the storage is left out.
 */
export async function zipDocuments(db: Db, storage: FileStorage, actor: Actor, engagementId: string) {
  const e = await documentEngagement(db, actor, engagementId);
  authorize(actor, 'document.view', e);
  const docs = await allDocuments(db, engagementId);
  const taken = new Set<string>();
  const entries = docs.map((d) => ({
    name: uniqueEntryName(d.name, taken),
    date: d.createdAt,
    open: () => storage.get(d.key),
  }));
  const reference = (e.yourReference ?? '').replace(/[^A-Za-z0-9_-]+/g, '-').slice(0, 40);
  return {
    fileName: `documents-${reference || e.id.slice(0, 8)}.zip`,
    body: Readable.from(zipStream(entries)),
  };
}
