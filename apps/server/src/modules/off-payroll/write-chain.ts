import { chainProblems } from '@statera/off-payroll';
import { ERROR_KEYS, type TChainPartyInput, ZChainPartyInput } from '@statera/shared';
import { and, eq, notInArray } from 'drizzle-orm';
import type { Actor } from '../../authz/actor.ts';
import type { DbOrTx } from '../../db/client.ts';
import { engagementChainParties } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { recordAudit } from '../audit/audit.service.ts';
import { agenciesOfGroup, chainOf, lockEngagement } from './chain.repository.ts';

const describe = (p: { kind: string; name: string; ukStatus: string; email?: string | null }) =>
  `${p.kind}: ${p.name} (${p.ukStatus})${p.email ? ` <${p.email}>` : ''}`;

/**
 * Writes an engagement's supply chain in the caller's transaction (its authorization done): parties
 * sent with their id keep it (and their SDS receipt), the others are new, the rest are removed, and
 * the change is audited. 400 errors.chainOrder for a wrong order (an intermediary or umbrella company
 * not last, or two of them), errors.chainAgencyUnknown for an agency of another group. The
 * engagement form calls it too, for the chain entered with a new engagement.
 */
export async function writeChain(
  tx: DbOrTx,
  actor: Actor,
  e: { id: string; companyId: string; rootCompanyId: string },
  input: readonly TChainPartyInput[],
): Promise<void> {
  const parties = input.map((p) => ZChainPartyInput.parse(p));
  const problems = chainProblems(parties);
  if (problems.length > 0)
    throw new AppError(400, ERROR_KEYS.chainOrder, `The chain's order is wrong: ${problems.join(', ')}.`, {
      chain: [ERROR_KEYS.chainOrder],
      parties: [ERROR_KEYS.chainOrder],
    });
  await lockEngagement(tx, e.id);
  const agencyIds = [...new Set(parties.map((p) => p.agencyId).filter((a): a is string => !!a))];
  const known = await agenciesOfGroup(tx, e.rootCompanyId, agencyIds);
  if (known.length !== agencyIds.length)
    throw new AppError(400, ERROR_KEYS.chainAgencyUnknown, 'A chain party names an agency of another group.', {
      chain: [ERROR_KEYS.chainAgencyUnknown],
      parties: [ERROR_KEYS.chainAgencyUnknown],
    });
  const before = await chainOf(tx, e.id);
  const existing = new Set(before.map((p) => p.id));
  const kept = parties.filter((p) => p.id && existing.has(p.id)).map((p) => p.id!);
  await tx
    .delete(engagementChainParties)
    .where(
      and(
        eq(engagementChainParties.engagementId, e.id),
        kept.length ? notInArray(engagementChainParties.id, kept) : undefined,
      ),
    );
  // Park the kept rows out of the way of the positions' unique index, then place everyone.
  for (const [i, p] of kept.entries())
    await tx
      .update(engagementChainParties)
      .set({ position: -(i + 1) })
      .where(eq(engagementChainParties.id, p));
  for (const [i, p] of parties.entries()) {
    const values = {
      position: i + 1,
      kind: p.kind,
      name: p.name,
      agencyId: p.agencyId ?? null,
      ukStatus: p.ukStatus,
      workerControlled: p.workerControlled,
      connectedToUmbrella: p.kind === 'agency' || p.kind === 'other' ? p.connectedToUmbrella : false,
      email: p.email || null,
      updatedAt: new Date(),
    };
    if (p.id && existing.has(p.id))
      await tx.update(engagementChainParties).set(values).where(eq(engagementChainParties.id, p.id));
    else await tx.insert(engagementChainParties).values({ engagementId: e.id, ...values });
  }
  await recordAudit(tx, {
    actorId: actor.id,
    action: 'engagement.chain_updated',
    entityType: 'engagement',
    entityId: e.id,
    companyId: e.companyId,
    before: { chain: before.map(describe) },
    after: { chain: parties.map((p) => describe({ ...p, email: p.email || null })) },
  });
}
