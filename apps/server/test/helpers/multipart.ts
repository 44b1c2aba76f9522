import { randomBytes } from 'node:crypto';

export interface FormPart {
  name: string;
  /** Present for a file part. */
  filename?: string;
  contentType?: string;
  data: Buffer | string;
}

/** A multipart/form-data body built by hand (as a browser sends it), for app.inject. */
export function multipart(parts: FormPart[]): { payload: Buffer; headers: Record<string, string> } {
  const boundary = `----statera${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = `form-data; name="${part.name}"${part.filename === undefined ? '' : `; filename="${part.filename}"`}`;
    const head = [`--${boundary}`, `Content-Disposition: ${disposition}`];
    if (part.filename !== undefined) head.push(`Content-Type: ${part.contentType ?? 'application/octet-stream'}`);
    chunks.push(Buffer.from(`${head.join('\r\n')}\r\n\r\n`), Buffer.from(part.data), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** The smallest valid-looking images by their first bytes (padding after the signature). */
export const IMAGES = {
  png: Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64, 1)]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 2)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBP'), Buffer.alloc(32)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(32, 3)]),
};
