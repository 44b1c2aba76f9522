import { ERROR_KEYS } from '@statera/shared';
import { and, eq, lt } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { apiIdempotencyKeys } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { sha256 } from '../../lib/tokens.ts';
import { actorOf } from '../../plugins/auth.ts';

/** How long a key's first answer is kept for retries. */
const KEEP_MS = 24 * 3600_000;

/**
 * Every POST of /api/v1 carries an Idempotency-Key (IETF draft "The Idempotency-Key HTTP Header
 * Field"). The first request claims the key (a committed row) before it runs; a retry with the same
 * body gets the first answer again (`Idempotent-Replayed: true`), never a second change; the same key
 * with another request is refused (422); one still running answers 409. A request that fails frees its
 * key (the change's own transaction rolled back), so the client may retry it.
 */
export async function idempotent(
  db: Db,
  request: FastifyRequest,
  reply: FastifyReply,
  run: () => Promise<{ status: number; body: unknown; headers?: Record<string, string> }>,
) {
  const keyId = actorOf(request).apiKey?.id;
  const header = request.headers['idempotency-key'];
  if (!keyId || typeof header !== 'string' || !header)
    throw new AppError(400, ERROR_KEYS.idempotencyKeyRequired, 'Send an Idempotency-Key header.', {
      'idempotency-key': ['errors.required'],
    });
  const requestHash = sha256(`${request.method} ${request.url}\n${JSON.stringify(request.body ?? null)}`);
  const mine = and(eq(apiIdempotencyKeys.apiKeyId, keyId), eq(apiIdempotencyKeys.key, header));
  await db
    .delete(apiIdempotencyKeys)
    .where(and(mine, lt(apiIdempotencyKeys.createdAt, new Date(Date.now() - KEEP_MS))));
  const [claimed] = await db
    .insert(apiIdempotencyKeys)
    .values({ apiKeyId: keyId, key: header, requestHash })
    .onConflictDoNothing()
    .returning({ id: apiIdempotencyKeys.id });
  if (!claimed) {
    const [first] = await db.select().from(apiIdempotencyKeys).where(mine);
    if (!first) throw new AppError(409, ERROR_KEYS.idempotencyKeyInProgress, 'Retry this request.');
    if (first.requestHash !== requestHash)
      throw new AppError(422, ERROR_KEYS.idempotencyKeyReused, 'This Idempotency-Key was used for another request.');
    if (first.statusCode === null)
      throw new AppError(409, ERROR_KEYS.idempotencyKeyInProgress, 'The first request with this key is still running.');
    const stored = first.response as { body: unknown; headers?: Record<string, string> };
    reply.header('idempotent-replayed', 'true');
    for (const [k, v] of Object.entries(stored.headers ?? {})) reply.header(k, v);
    return reply.status(first.statusCode).send(stored.body);
  }
  let answer: Awaited<ReturnType<typeof run>>;
  try {
    answer = await run();
  } catch (err) {
    await db.delete(apiIdempotencyKeys).where(eq(apiIdempotencyKeys.id, claimed.id));
    throw err;
  }
  await db
    .update(apiIdempotencyKeys)
    .set({ statusCode: answer.status, response: { body: answer.body, headers: answer.headers ?? {} } })
    .where(eq(apiIdempotencyKeys.id, claimed.id));
  for (const [k, v] of Object.entries(answer.headers ?? {})) reply.header(k, v);
  return reply.status(answer.status).send(answer.body);
}
