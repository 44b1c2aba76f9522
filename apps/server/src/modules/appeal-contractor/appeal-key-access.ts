import type { Db } from '../../db/client.ts';
import { LIMITS } from '../../lib/abuse-limits.ts';
import { notFound } from '../../lib/app-error.ts';
import { assertNotThrottled, takeAttempts } from '../../lib/attempt-limiter.ts';
import { sha256 } from '../../lib/tokens.ts';
import { hashAppealKey } from '../appeals/appeal-key.ts';
import { isFeatureEnabled } from '../features/feature-access.ts';
import { type AppealRow, engagementLive, findAppealById, findAppealByKeyHash } from './appeal-contractor.repository.ts';
import { verifyAttachmentToken } from './attachment-token.ts';

/** Who is knocking: the client address as Fastify sees it (TRUST_PROXY decides X-Forwarded-For). */
export interface KeyClient {
  ip: string;
}

/** The attempt-counter key of a client (hashed, so the table holds no address). */
const clientKey = (client: KeyClient) => `appeal-key:client:${sha256(client.ip)}`;

/** Whether the worker's link still opens this appeal. */
async function linkWorks(db: Db, appeal: AppealRow, now: Date): Promise<boolean> {
  if (appeal.status === 'disabled' || appeal.status === 'outdated') return false;
  if (appeal.keyExpiresAt && appeal.keyExpiresAt <= now) return false;
  if (!(await engagementLive(db, appeal.engagementId))) return false;
  return isFeatureEnabled(db, appeal.companyId, 'appeal_process', now);
}

/**
 * One answer for every link that does not work (unknown, expired, disabled, outdated, feature
 * ended, engagement deleted), counted against the client: after LIMITS.appealKeyClient wrong tries every key call from
 * it is refused (429, Retry-After) until the window ends. The failure is counted and decided in one
 * statement before its 404 is given, so of N parallel wrong keys at most the limit answer 404 and
 * the rest 429 (issue 30 item 1): no more is learnt than the limit allows. Counted on `db` outside
 * any transaction, so the count survives the refusal.
 */
async function refuse(db: Db, client: KeyClient, now: Date): Promise<never> {
  await takeAttempts(db, [{ key: clientKey(client), limit: LIMITS.appealKeyClient }], now);
  throw notFound('Appeal');
}

/**
 * The appeal behind a worker's link key, or 404. A throttled client gets 429 before the key is
 * even looked at, so a guesser learns nothing once refused. The key is only ever hashed.
 */
export async function resolveAppealKey(db: Db, key: string, client: KeyClient, now = new Date()): Promise<AppealRow> {
  await assertNotThrottled(db, [clientKey(client)], now);
  const appeal = await findAppealByKeyHash(db, hashAppealKey(key));
  if (!appeal || !(await linkWorks(db, appeal, now))) return refuse(db, client, now);
  return appeal;
}

/** The appeal an attachment token was issued for, under the same rules as its key (404 otherwise). */
export async function resolveAttachmentToken(
  db: Db,
  secret: string,
  token: string,
  client: KeyClient,
  now = new Date(),
): Promise<AppealRow> {
  await assertNotThrottled(db, [clientKey(client)], now);
  const appealId = verifyAttachmentToken(secret, token, now);
  const appeal = appealId ? await findAppealById(db, appealId) : null;
  if (!appeal || !(await linkWorks(db, appeal, now))) return refuse(db, client, now);
  return appeal;
}
