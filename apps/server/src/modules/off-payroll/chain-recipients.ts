import { and, asc, eq, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { engagementChainParties } from '../../db/schema/index.ts';

/**
 * The recorded chain parties of an engagement that have an address, top down: the statement goes
 * to each of them too, so its download through their link is that link's SDS receipt (the receipt
 * ledger extended to every link). The contractor-reports module sends; this only says to whom.
 */
export async function chainRecipients(db: DbOrTx, engagementId: string): Promise<{ id: string; email: string }[]> {
  const rows = await db
    .select({ id: engagementChainParties.id, email: engagementChainParties.email })
    .from(engagementChainParties)
    .where(
      and(
        eq(engagementChainParties.engagementId, engagementId),
        isNotNull(engagementChainParties.email),
        ne(engagementChainParties.email, ''),
      ),
    )
    .orderBy(asc(engagementChainParties.position));
  return rows.map((r) => ({ id: r.id, email: r.email! }));
}
