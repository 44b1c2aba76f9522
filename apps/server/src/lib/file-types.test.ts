import { describe, expect, it } from 'vitest';
import { fakeOffice, officeFile, zipOf } from '../../test/helpers/office-files.ts';
import { detectFileType, IMAGE_TYPES, type TFileType } from './file-types.ts';

const ALL = ['png', 'jpeg', 'webp', 'gif', 'pdf', 'docx', 'xlsx', 'csv'] as const satisfies readonly TFileType[];

describe('detectFileType', () => {
  it.each([
    ['png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0])],
    ['jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xdb, 0])],
    ['webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])],
    ['gif', Buffer.from('GIF87a....')],
    ['pdf', Buffer.from('%PDF-1.4\n%âãÏÓ')],
  ] as const)('recognises %s by its bytes', async (type, data) => {
    expect(await detectFileType(data, ALL, 'whatever.bin')).toBe(type);
  });

  it('recognises Word and Excel files by opening the zip container', async () => {
    expect(await detectFileType(await officeFile('docx'), ALL, 'x.bin')).toBe('docx');
    expect(await detectFileType(await officeFile('xlsx'), ALL, 'x.bin')).toBe('xlsx');
  });

  it('refuses what only looks like an Office file (issue 30 item 5)', async () => {
    // not a zip: the pattern the old check looked for, and nothing else
    expect(await detectFileType(fakeOffice('word/'), ALL)).toBeNull();
    expect(await detectFileType(fakeOffice('xl/'), ALL)).toBeNull();
    // a real zip naming the folders, with no manifest declaring a main part
    expect(
      await detectFileType(await zipOf({ '[Content_Types].xml': '<Types/>', 'word/document.xml': 'x' }), ALL),
    ).toBeNull();
    // a manifest declaring a part the archive does not hold
    const docx = await officeFile('docx');
    const declared = await zipOf({
      '[Content_Types].xml': docx.toString('latin1').match(/<\?xml[\s\S]*?<\/Types>/)![0],
      'other.xml': 'x',
    });
    expect(await detectFileType(declared, ALL)).toBeNull();
    // a truncated document: the directory is gone
    expect(await detectFileType(docx.subarray(0, docx.length - 30), ALL)).toBeNull();
    // a zip that is not an Office document
    expect(
      await detectFileType(Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(40)]), ALL),
    ).toBeNull();
  });

  it('accepts only the types asked for', async () => {
    expect(await detectFileType(Buffer.from('%PDF-1.4'), IMAGE_TYPES)).toBeNull();
    expect(await detectFileType(await officeFile('docx'), ['xlsx'])).toBeNull();
  });

  it('takes text as CSV only for a .csv name, and never binary bytes', async () => {
    const csv = Buffer.from('\uFEFFname;email\nAda;ada@example.test\n', 'utf8');
    expect(await detectFileType(csv, ALL, 'users.CSV')).toBe('csv');
    expect(await detectFileType(csv, ALL, 'users.txt')).toBeNull();
    expect(await detectFileType(Buffer.from([0x61, 0x00, 0x62]), ALL, 'x.csv')).toBeNull();
    // Windows-1252 (what Excel writes) is text; a byte that encoding leaves undefined is not
    expect(await detectFileType(Buffer.from([0x61, 0xe9, 0x3b, 0xa3]), ALL, 'x.csv')).toBe('csv');
    expect(await detectFileType(Buffer.from([0x61, 0x81, 0x28]), ALL, 'x.csv')).toBeNull();
    expect(await detectFileType(Buffer.alloc(0), ALL, 'x.csv')).toBeNull();
    // a character cut by the 64 KB sample is not a reason to refuse
    const long = Buffer.concat([Buffer.alloc(64 * 1024 - 1, 0x61), Buffer.from('é\n')]);
    expect(await detectFileType(long, ALL, 'long.csv')).toBe('csv');
  });
});
