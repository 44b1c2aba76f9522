import type { Readable } from 'node:stream';
import { crc32 } from 'node:zlib';

/** One file of a zip: its name inside the archive and how to read its bytes when its turn comes. */
export interface ZipEntry {
  name: string;
  date: Date;
  open: () => Promise<Readable | null>;
}

const MAX_ENTRIES = 0xffff;
const MAX_OFFSET = 0xffffffff;
// bit 3: sizes and CRC follow the data (data descriptor); bit 11: the name is UTF-8
const FLAGS = 0x0808;

function dosDateTime(d: Date): { time: number; date: number } {
  const year = Math.max(1980, d.getUTCFullYear());
  return {
    time: (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | Math.floor(d.getUTCSeconds() / 2),
    date: ((year - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  };
}

/**
 * A zip archive written as it is read: each entry's bytes are copied from its stream into the
 * output (stored, not recompressed: documents are mostly PDFs, images and Office files, which are
 * compressed already), its CRC-32 computed on the way and written in a data descriptor after the
 * data. Memory stays flat whatever the number or size of the files: one chunk at a time plus the
 * central directory (about 100 bytes an entry). Without Zip64: at most 65,535 entries and 4 GiB.
 * A missing object (`open` gives null) is left out.
 */
export async function* zipStream(entries: Iterable<ZipEntry> | AsyncIterable<ZipEntry>): AsyncGenerator<Buffer> {
  const central: Buffer[] = [];
  let offset = 0;
  let count = 0;
  for await (const entry of entries) {
    const body = await entry.open();
    if (!body) continue;
    if (++count > MAX_ENTRIES) throw new Error('A zip holds at most 65,535 files.');
    const name = Buffer.from(entry.name, 'utf8');
    const { time, date } = dosDateTime(entry.date);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(FLAGS, 6);
    local.writeUInt16LE(0, 8); // stored
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    // CRC and sizes (14..25) are zero here: they follow in the data descriptor
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28);
    const headerOffset = offset;
    yield Buffer.concat([local, name]);
    offset += 30 + name.length;
    let crc = 0;
    let size = 0;
    for await (const chunk of body) {
      const data = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
      crc = crc32(data, crc);
      size += data.length;
      yield data;
    }
    offset += size;
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    yield descriptor;
    offset += 16;
    if (offset > MAX_OFFSET) throw new Error('A zip without Zip64 holds at most 4 GiB.');
    const entryHeader = Buffer.alloc(46);
    entryHeader.writeUInt32LE(0x02014b50, 0);
    entryHeader.writeUInt16LE(0x0314, 4); // made by: Unix, zip 2.0
    entryHeader.writeUInt16LE(20, 6);
    entryHeader.writeUInt16LE(FLAGS, 8);
    entryHeader.writeUInt16LE(0, 10);
    entryHeader.writeUInt16LE(time, 12);
    entryHeader.writeUInt16LE(date, 14);
    entryHeader.writeUInt32LE(crc >>> 0, 16);
    entryHeader.writeUInt32LE(size, 20);
    entryHeader.writeUInt32LE(size, 24);
    entryHeader.writeUInt16LE(name.length, 28);
    // extra, comment, disk, internal attributes: zero
    entryHeader.writeUInt32LE((0o100644 << 16) >>> 0, 38);
    entryHeader.writeUInt32LE(headerOffset, 42);
    central.push(entryHeader, name);
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  yield directory;
  yield end;
}

/**
 * A name safe inside an archive: no folders, no control characters, not empty, unique among the
 * names already given (`report.pdf`, `report (2).pdf`, …).
 */
export function uniqueEntryName(name: string, taken: Set<string>): string {
  const printable = Array.from(name.replace(/[\\/]/g, '_'))
    .filter((c) => c.charCodeAt(0) > 0x1f && c.charCodeAt(0) !== 0x7f)
    .join('');
  const clean = printable.trim() || 'file';
  const base = clean.replace(/^\.+/, '_');
  const dot = base.lastIndexOf('.');
  const [stem, ext] = dot > 0 ? [base.slice(0, dot), base.slice(dot)] : [base, ''];
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}
