import { Readable } from 'node:stream';
import { zipStream } from '../../src/lib/zip-writer.ts';

const MAIN = {
  docx: ['word/document.xml', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml'],
  xlsx: ['xl/workbook.xml', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml'],
} as const;

/** A zip of these entries (name → text), as the app's own zip writer makes it. */
export async function zipOf(files: Record<string, string>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  const entries = Object.entries(files).map(([name, text]) => ({
    name,
    date: new Date('2026-01-01T00:00:00Z'),
    open: async () => Readable.from([Buffer.from(text)]),
  }));
  for await (const chunk of zipStream(entries)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/**
 * The smallest Word or Excel file a reader opens: a zip with `[Content_Types].xml` declaring the
 * main part, the package relationships and the main part itself.
 */
export function officeFile(type: 'docx' | 'xlsx', text = 'Hello'): Promise<Buffer> {
  const [part, contentType] = MAIN[type];
  return zipOf({
    '[Content_Types].xml': `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/${part}" ContentType="${contentType}"/></Types>`,
    '_rels/.rels': `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${part}"/></Relationships>`,
    [part]: `<?xml version="1.0" encoding="UTF-8"?><root>${text}</root>`,
  });
}

/** Not a zip at all, only the bytes a pattern check looked for (issue 30 item 5). */
export const fakeOffice = (folder: 'word/' | 'xl/') =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    Buffer.from(`[Content_Types].xml ${folder}`),
  ]);
