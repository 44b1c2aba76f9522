import type { Actor } from '../../authz/actor.ts';
import { chainOf } from '../../modules/off-payroll/chain.repository.ts';
import { recordSdsReceipt, replaceChain } from '../../modules/off-payroll/liability.service.ts';
import { loadYears } from '../../modules/off-payroll/scope.repository.ts';
import {
  confirmFinancialYear,
  importFinancialYears,
  updateSizeProfile,
} from '../../modules/off-payroll/scope.service.ts';
import type { Db } from '../client.ts';

/**
 * The demo group's off-payroll scope: a private company heading a group, paying the levy, with its
 * group figures (net and gross) for the years to 31 March 2019–2025, all medium/large: in scope from
 * 2021/22, decided with its working; the two latest years confirmed by the client admin. The next
 * tax year is left to decide (the browser journey enters the year to 31 March 2026).
 */
export async function seedDemoScope(db: Db, admin: Actor, groupId: string): Promise<void> {
  await updateSizeProfile(db, admin, groupId, {
    kind: 'company',
    publicAuthority: false,
    ukConnection: true,
    paysApprenticeshipLevy: true,
  });
  const years = [2019, 2020, 2021, 2022, 2023, 2024, 2025].map((end, i) => ({
    start: `${end - 1}-04-01`,
    end: `${end}-03-31`,
    isGroup: true,
    turnover: 31_400_000 + i * 2_900_000,
    turnoverGross: 34_200_000 + i * 3_100_000,
    balanceSheetTotal: 14_800_000 + i * 1_100_000,
    balanceSheetGross: 16_000_000 + i * 1_200_000,
    employees: 240 + i * 12,
    firstFinancialYear: false,
    excludedFromSmallRegime: false,
    evidence: `Group accounts to 31 March ${end}, filed at Companies House`,
  }));
  await importFinancialYears(db, admin, groupId, { years });
  const stored = await loadYears(db, groupId);
  for (const y of stored.slice(-2)) await confirmFinancialYear(db, admin, y.id);
}

/**
 * The approved engagement's chain, before its statement is issued (so the statement names the
 * fee-payer and the chain, and goes to both agencies): the group's agency contracts with the client,
 * a second agency pays the worker's company. The first agency has confirmed receipt; the second has
 * not, so it is the first that stays liable.
 */
export async function seedDemoChain(db: Db, admin: Actor, engagementId: string, agencyId: string): Promise<void> {
  await replaceChain(db, admin, engagementId, {
    parties: [
      {
        kind: 'agency',
        name: 'Brightpath Recruitment',
        agencyId,
        ukStatus: 'uk_resident',
        email: 'contracts@brightpath.test',
      },
      {
        kind: 'agency',
        name: 'Meridian Contract Solutions',
        ukStatus: 'uk_resident',
        email: 'compliance@meridian-contracts.test',
      },
      { kind: 'intermediary', name: 'Kestrel Systems Ltd', ukStatus: 'uk_resident' },
    ],
  });
}

/** After the statement went out: Brightpath confirmed it by email. */
export async function seedDemoReceipt(db: Db, admin: Actor, engagementId: string): Promise<void> {
  const [first] = await chainOf(db, engagementId);
  if (!first) return;
  await recordSdsReceipt(db, admin, engagementId, first.id, {
    receivedOn: new Date().toISOString().slice(0, 10),
    note: 'Confirmed by email from the Brightpath contracts desk',
  });
}
