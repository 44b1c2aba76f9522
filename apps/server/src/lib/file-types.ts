import { bufferSource, type RandomAccess, readZipDirectory, readZipEntry } from './zip-container.ts';

/**
 * The file types uploads may carry, recognised by their first bytes (never by the name or the
 * Content-Type the client sends). The key doubles as the extension the server stores them under.
 */
export const FILE_TYPES = {
  png: { mime: 'image/png', extension: 'png' },
  jpeg: { mime: 'image/jpeg', extension: 'jpg' },
  webp: { mime: 'image/webp', extension: 'webp' },
  gif: { mime: 'image/gif', extension: 'gif' },
  pdf: { mime: 'application/pdf', extension: 'pdf' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', extension: 'docx' },
  xlsx: { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', extension: 'xlsx' },
  csv: { mime: 'text/csv', extension: 'csv' },
} as const;
export type TFileType = keyof typeof FILE_TYPES;

export const IMAGE_TYPES = ['png', 'jpeg', 'webp', 'gif'] as const satisfies readonly TFileType[];

const startsWith = (data: Buffer, bytes: number[], at = 0) =>
  data.length >= at + bytes.length && bytes.every((b, i) => data[at + i] === b);
const ascii = (data: Buffer, text: string, at = 0) => startsWith(data, [...Buffer.from(text, 'latin1')], at);

/** The content type of the main part of a Word and of an Excel file (macro-enabled ones are not these). */
const OFFICE_MAIN = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
} as const;
const attribute = (element: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(element)?.[1];

/**
 * Word and Excel files (Office Open XML) are zip archives: the container is opened (its central
 * directory read, issue 30 item 5), `[Content_Types].xml` inflated (at most 1 MB), and the type is
 * the one whose main part it declares and the archive holds. A byte pattern is not enough: a file
 * that starts like a zip and merely contains the right names is not a document.
 */
async function officeType(source: RandomAccess, head: Buffer): Promise<'docx' | 'xlsx' | null> {
  if (!startsWith(head, [0x50, 0x4b, 0x03, 0x04])) return null;
  const entries = await readZipDirectory(source);
  const manifest = entries?.find((e) => e.name === '[Content_Types].xml');
  if (!entries || !manifest) return null;
  const xml = (await readZipEntry(source, manifest, 1024 * 1024))?.toString('utf8');
  if (!xml) return null;
  const names = new Set(entries.map((e) => e.name));
  for (const element of xml.match(/<Override\b[^>]*>/g) ?? []) {
    const part = attribute(element, 'PartName')?.replace(/^\//, '');
    const type = attribute(element, 'ContentType');
    if (!part || !names.has(part)) continue;
    if (type === OFFICE_MAIN.docx) return 'docx';
    if (type === OFFICE_MAIN.xlsx) return 'xlsx';
  }
  return null;
}

/** Bytes Windows-1252 leaves undefined: text never holds them. */
const CP1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/**
 * Plain text for CSV: UTF-8 (an optional BOM) or Windows-1252 — what Excel writes when it saves
 * "CSV" — with no NUL or other binary control bytes. `sample` is the file's start, `size` its length.
 */
function isText(sample: Buffer, size: number): boolean {
  if (sample.length === 0) return false;
  for (const byte of sample) if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) return false;
  try {
    // streaming: a character cut by the end of the sample is not an error
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: sample.length < size });
    return true;
  } catch {
    return !sample.some((byte) => CP1252_UNDEFINED.has(byte));
  }
}

/** The first bytes read for the magic numbers and the text check. */
const HEAD_BYTES = 64 * 1024;

/**
 * The type of the bytes among `accepted`, or null: a buffer, or a file on disk read by position (an
 * upload: only its first 64 KB and, for a zip, its directory and manifest are read). CSV (text) is
 * only considered when the client named a `.csv` file, since any text would otherwise pass as one.
 */
export async function detectFileType(
  bytes: Uint8Array | RandomAccess,
  accepted: readonly TFileType[],
  fileName = '',
): Promise<TFileType | null> {
  // PGlite answers bytea as a plain Uint8Array where node-postgres answers a Buffer: read either.
  const source =
    bytes instanceof Uint8Array ? bufferSource(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)) : bytes;
  const data = await source.read(0, HEAD_BYTES);
  const is = (type: TFileType) => accepted.includes(type);
  if (is('png') && startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (is('jpeg') && startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (is('webp') && ascii(data, 'RIFF') && ascii(data, 'WEBP', 8)) return 'webp';
  if (is('gif') && (ascii(data, 'GIF87a') || ascii(data, 'GIF89a'))) return 'gif';
  if (is('pdf') && ascii(data, '%PDF-')) return 'pdf';
  const office = is('docx') || is('xlsx') ? await officeType(source, data) : null;
  if (office && is(office)) return office;
  if (is('csv') && /\.csv$/i.test(fileName) && isText(data, source.size)) return 'csv';
  return null;
}
