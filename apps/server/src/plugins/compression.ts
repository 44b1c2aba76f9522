import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance } from 'fastify';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Answers smaller than this go as they are: compressing them costs more time than it saves. */
export const COMPRESS_MIN_BYTES = 1024;
const COMPRESSIBLE = /^(application\/(json|problem\+json|javascript|xml)|text\/|image\/svg\+xml)/i;

/** br if the client takes it, else gzip, else none (q=0 refuses a coding). */
export function chooseEncoding(header: string | string[] | undefined): 'br' | 'gzip' | null {
  const accepted = new Map<string, number>();
  for (const part of [header ?? ''].flat().join(',').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
    accepted.set(name, q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (takes('br')) return 'br';
  if (takes('gzip')) return 'gzip';
  return null;
}

/**
 * Compresses API answers (JSON, text) over 1 KB with brotli or gzip by Accept-Encoding
 * (docs/decisions/web-delivery.md). `@fastify/compress` is not among the installed packages; this
 * covers what the API sends: whole string or buffer bodies. Streams (exports, files, the web app's
 * files, which the build precompresses) pass as they are.
 */
export function registerCompression(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    if (request.method === 'HEAD' || reply.hasHeader('content-encoding')) return payload;
    if (!COMPRESSIBLE.test(String(reply.getHeader('content-type') ?? ''))) return payload;
    const size = Buffer.byteLength(payload);
    if (size < COMPRESS_MIN_BYTES) return payload;
    const vary = String(reply.getHeader('vary') ?? '');
    if (!/accept-encoding/i.test(vary)) reply.header('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    const encoding = chooseEncoding(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const body =
      encoding === 'br'
        ? await brotli(payload, {
            params: { [constants.BROTLI_PARAM_QUALITY]: 4, [constants.BROTLI_PARAM_SIZE_HINT]: size },
          })
        : await gz(payload, { level: 6 });
    reply.header('Content-Encoding', encoding);
    reply.removeHeader('content-length');
    return body;
  });
}
