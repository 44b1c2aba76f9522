import { describe, expect, it } from 'vitest';
import { detectFileType, IMAGE_TYPES, type TFileType } from './file-types.ts';

const ALL = ['png', 'jpeg', 'webp', 'gif', 'pdf', 'docx', 'xlsx', 'csv'] as const satisfies readonly TFileType[];
/** The start of an Office Open XML zip: a local file header, then entry names. */
const office = (folder: string) =>
  Buffer.concat([
    Buffer.from([0x50, 0x4b, 0x03, 0x04]),
    Buffer.alloc(26),
    Buffer.from(`[Content_Types].xml ${folder}`),
  ]);

describe('detectFileType', () => {
  it.each([
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0])],
    ['webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])],
    ['gif', Buffer.from('GIF87a....')],
    ['pdf', Buffer.from('%PDF-1.4\n%âãÏÓ')],
    ['docx', office('word/document.xml')],
    ['xlsx', office('xl/workbook.xml')],
  ] as const)('recognises %s by its bytes', (type, data) => {
    expect(detectFileType(data, ALL, 'whatever.bin')).toBe(type);
  });

  it('accepts only the types asked for', () => {
    expect(detectFileType(Buffer.from('%PDF-1.4'), IMAGE_TYPES)).toBeNull();
    expect(detectFileType(office('word/'), ['xlsx'])).toBeNull();
    // a zip that is not an Office document
    expect(detectFileType(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]), ALL)).toBeNull();
  });

  it('takes text as CSV only for a .csv name, and never binary bytes', () => {
    const csv = Buffer.from('\uFEFFname;email\nAda;ada@example.test\n', 'utf8');
    expect(detectFileType(csv, ALL, 'users.CSV')).toBe('csv');
    expect(detectFileType(csv, ALL, 'users.txt')).toBeNull();
    expect(detectFileType(Buffer.from([0x61, 0x00, 0x62]), ALL, 'x.csv')).toBeNull();
    // Windows-1252 (what Excel writes) is text; a byte that encoding leaves undefined is not
    expect(detectFileType(Buffer.from([0x61, 0xe9, 0x3b, 0xa3]), ALL, 'x.csv')).toBe('csv');
    expect(detectFileType(Buffer.from([0x61, 0x81, 0x28]), ALL, 'x.csv')).toBeNull();
    expect(detectFileType(Buffer.alloc(0), ALL, 'x.csv')).toBeNull();
    // a character cut by the 64 KB sample is not a reason to refuse
    const long = Buffer.concat([Buffer.alloc(64 * 1024 - 1, 0x61), Buffer.from('é\n')]);
    expect(detectFileType(long, ALL, 'long.csv')).toBe('csv');
  });
});
