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

/** Office Open XML files are zip archives whose entries name the application's folder. */
function officeType(data: Buffer): 'docx' | 'xlsx' | null {
  if (!startsWith(data, [0x50, 0x4b, 0x03, 0x04])) return null;
  if (!data.includes('[Content_Types].xml')) return null;
  if (data.includes('word/')) return 'docx';
  if (data.includes('xl/')) return 'xlsx';
  return null;
}

/** Bytes Windows-1252 leaves undefined: text never holds them. */
const CP1252_UNDEFINED = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/**
 * Plain text for CSV: UTF-8 (an optional BOM) or Windows-1252 — what Excel writes when it saves
 * "CSV" — with no NUL or other binary control bytes.
 */
function isText(data: Buffer): boolean {
  if (data.length === 0) return false;
  const sample = data.subarray(0, 64 * 1024);
  for (const byte of sample) if (byte < 0x09 || (byte > 0x0d && byte < 0x20 && byte !== 0x1b)) return false;
  try {
    // streaming: a character cut by the end of the sample is not an error
    new TextDecoder('utf-8', { fatal: true }).decode(sample, { stream: sample.length < data.length });
    return true;
  } catch {
    return !sample.some((byte) => CP1252_UNDEFINED.has(byte));
  }
}

/**
 * The type of the bytes among `accepted`, or null. CSV (text) is only considered when the client
 * named a `.csv` file, since any text would otherwise pass as one.
 */
export function detectFileType(data: Buffer, accepted: readonly TFileType[], fileName = ''): TFileType | null {
  const is = (type: TFileType) => accepted.includes(type);
  if (is('png') && startsWith(data, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (is('jpeg') && startsWith(data, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (is('webp') && ascii(data, 'RIFF') && ascii(data, 'WEBP', 8)) return 'webp';
  if (is('gif') && (ascii(data, 'GIF87a') || ascii(data, 'GIF89a'))) return 'gif';
  if (is('pdf') && ascii(data, '%PDF-')) return 'pdf';
  const office = officeType(data);
  if (office && is(office)) return office;
  if (is('csv') && /\.csv$/i.test(fileName) && isText(data)) return 'csv';
  return null;
}
