import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { uniqueEntryName, zipStream } from './zip-writer.ts';

async function collect(gen: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const c of gen) chunks.push(c);
  return Buffer.concat(chunks);
}

describe('zipStream', () => {
  it('writes an archive any reader opens, with the names and bytes given (CRC checked)', async () => {
    const files = [
      { name: 'contract.pdf', data: randomBytes(70_000) },
      { name: 'Łódź notes.txt', data: Buffer.from('zażółć gęślą jaźń') },
      { name: 'empty-ish.csv', data: Buffer.from('a') },
    ];
    const zip = await collect(
      zipStream(
        files.map((f) => ({
          name: f.name,
          date: new Date('2026-03-04T05:06:08Z'),
          // chunks of 1000 bytes, as a storage stream gives them
          open: async () =>
            Readable.from(
              Array.from({ length: Math.ceil(f.data.length / 1000) }, (_, i) =>
                f.data.subarray(i * 1000, (i + 1) * 1000),
              ),
            ),
        })),
      ),
    );
    const read = await JSZip.loadAsync(zip, { checkCRC32: true });
    expect(Object.keys(read.files)).toEqual(files.map((f) => f.name));
    for (const f of files) expect(Buffer.from(await read.file(f.name)!.async('uint8array'))).toEqual(f.data);
    expect(read.file('contract.pdf')!.date.toISOString()).toBe('2026-03-04T05:06:08.000Z');
  });

  it('leaves out a missing object and writes a valid empty archive', async () => {
    const zip = await collect(zipStream([{ name: 'gone.pdf', date: new Date(), open: async () => null }]));
    const read = await JSZip.loadAsync(zip);
    expect(Object.keys(read.files)).toEqual([]);
  });
});

describe('uniqueEntryName', () => {
  it('strips folders and control characters and numbers duplicates case-insensitively', () => {
    const taken = new Set<string>();
    expect(uniqueEntryName('../../etc/passwd', taken)).toBe('__.._etc_passwd');
    expect(uniqueEntryName('report.pdf', taken)).toBe('report.pdf');
    expect(uniqueEntryName('Report.pdf', taken)).toBe('Report (2).pdf');
    expect(uniqueEntryName('report.pdf', taken)).toBe('report (3).pdf');
    expect(uniqueEntryName('a\u0000b', taken)).toBe('ab');
    expect(uniqueEntryName('   ', taken)).toBe('file');
  });
});
