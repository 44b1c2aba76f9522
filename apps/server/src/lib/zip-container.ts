import type { FileHandle } from 'node:fs/promises';
import { inflateRawSync } from 'node:zlib';

/** Bytes read by position: a file on disk (an upload being checked) or a buffer. */
export interface RandomAccess {
  size: number;
  read(position: number, length: number): Promise<Buffer>;
}

export const bufferSource = (data: Buffer): RandomAccess => ({
  size: data.length,
  read: async (position, length) => data.subarray(position, position + length),
});

export const fileSource = (handle: FileHandle, size: number): RandomAccess => ({
  size,
  read: async (position, length) => {
    const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - position)));
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, position);
    return buffer.subarray(0, bytesRead);
  },
});

export interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localHeaderOffset: number;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
/** The end record is 22 bytes plus a comment of at most 65,535. */
const TAIL = 22 + 0xffff;
/** Far more than any Word or Excel file has; a directory past this is not one. */
const MAX_ENTRIES = 20_000;
const MAX_DIRECTORY_BYTES = 8 * 1024 * 1024;

/**
 * The entries of a zip archive, read from its central directory (at the end, so without reading the
 * whole file), or null when the bytes are not a well-formed zip: no end record, a directory outside
 * the file, an entry whose local header is not where the directory says, or a zip64 / multi-disk
 * archive (no Office file of the sizes we take needs either).
 */
export async function readZipDirectory(source: RandomAccess): Promise<ZipEntry[] | null> {
  if (source.size < 22) return null;
  const tailStart = Math.max(0, source.size - TAIL);
  const tail = await source.read(tailStart, source.size - tailStart);
  let at = -1;
  for (let i = tail.length - 22; i >= 0; i--) {
    if (tail.readUInt32LE(i) === EOCD && i + 22 + tail.readUInt16LE(i + 20) <= tail.length) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const disk = tail.readUInt16LE(at + 4);
  const cdDisk = tail.readUInt16LE(at + 6);
  const onDisk = tail.readUInt16LE(at + 8);
  const total = tail.readUInt16LE(at + 10);
  const cdSize = tail.readUInt32LE(at + 12);
  const cdOffset = tail.readUInt32LE(at + 16);
  const eocdOffset = tailStart + at;
  if (disk !== 0 || cdDisk !== 0 || onDisk !== total || total === 0xffff || cdOffset === 0xffffffff) return null;
  if (total > MAX_ENTRIES || cdSize > MAX_DIRECTORY_BYTES || cdOffset + cdSize > eocdOffset) return null;
  const cd = await source.read(cdOffset, cdSize);
  const entries: ZipEntry[] = [];
  let p = 0;
  for (let n = 0; n < total; n++) {
    if (p + 46 > cd.length || cd.readUInt32LE(p) !== CENTRAL) return null;
    const nameLength = cd.readUInt16LE(p + 28);
    const end = p + 46 + nameLength + cd.readUInt16LE(p + 30) + cd.readUInt16LE(p + 32);
    if (end > cd.length) return null;
    const entry = {
      name: cd.toString('utf8', p + 46, p + 46 + nameLength),
      method: cd.readUInt16LE(p + 10),
      compressedSize: cd.readUInt32LE(p + 20),
      size: cd.readUInt32LE(p + 24),
      localHeaderOffset: cd.readUInt32LE(p + 42),
    };
    if (entry.localHeaderOffset + 30 + entry.compressedSize > cdOffset) return null;
    entries.push(entry);
    p = end;
  }
  return entries;
}

/**
 * The uncompressed bytes of one entry (stored or deflated), or null when its local header is not a
 * header, its method is another, or it inflates past `maxBytes` (a zip bomb stops there).
 */
export async function readZipEntry(source: RandomAccess, entry: ZipEntry, maxBytes: number): Promise<Buffer | null> {
  const header = await source.read(entry.localHeaderOffset, 30);
  if (header.length < 30 || header.readUInt32LE(0) !== LOCAL) return null;
  const start = entry.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  if (entry.compressedSize > maxBytes * 2 + 1024) return null;
  const data = await source.read(start, entry.compressedSize);
  if (data.length !== entry.compressedSize) return null;
  if (entry.method === 0) return data.length <= maxBytes ? data : null;
  if (entry.method !== 8) return null;
  try {
    return inflateRawSync(data, { maxOutputLength: maxBytes });
  } catch {
    return null;
  }
}
