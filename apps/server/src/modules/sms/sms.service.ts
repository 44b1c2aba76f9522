import type { TSmsMessage } from '@statera/shared';
import { desc, sql } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import type { Db } from '../../db/client.ts';
import { smsMessages } from '../../db/schema/index.ts';

/** Every text message, newest first (recorded ones whole, texted ones with the code masked); provider admins only. */
export async function listSmsMessages(db: Db, actor: Actor, q: { page: number; rows: number }) {
  authorize(actor, 'smsOutbox.view');
  const rows = await db
    .select()
    .from(smsMessages)
    .orderBy(desc(smsMessages.createdAt), desc(smsMessages.id))
    .limit(q.rows)
    .offset((q.page - 1) * q.rows);
  const [total] = await db.select({ n: sql<number>`count(*)::int` }).from(smsMessages);
  const data: TSmsMessage[] = rows.map((r) => ({
    id: r.id,
    to: r.to,
    body: r.body,
    purpose: r.purpose,
    userId: r.userId,
    status: r.status,
    provider: r.provider,
    providerMessageId: r.providerMessageId,
    providerStatus: r.providerStatus,
    dateCreated: r.createdAt.toISOString(),
  }));
  return { data, total: total?.n ?? 0, page: q.page, rows: q.rows };
}
