import type { TCompanyListItem, THoldingSettings } from '@statera/shared';
import type { companies, holdingSettings } from '../../db/schema/index.ts';
import { presentUserOption } from '../users/user.presenter.ts';

type CompanyRow = typeof companies.$inferSelect;
type Counts = { engagementCount: number; activeEngagementCount: number };
type ManagerRow = Parameters<typeof presentUserOption>[0] | null;

export function presentCompanyListItem(
  c: CompanyRow,
  parent: { id: string; name: string } | null,
  manager: ManagerRow,
  counts: Counts | undefined,
): TCompanyListItem {
  return {
    id: c.id,
    name: c.name,
    number: c.number,
    sector: c.sector,
    status: c.status,
    parent,
    manager: manager ? presentUserOption(manager) : null,
    dateCreated: c.createdAt.toISOString(),
    engagementCount: counts?.engagementCount ?? 0,
    activeEngagementCount: counts?.activeEngagementCount ?? 0,
  };
}

export function presentHolding(h: typeof holdingSettings.$inferSelect): THoldingSettings {
  return {
    highRiskThreshold: h.highRiskThreshold,
    mediumRiskThreshold: h.mediumRiskThreshold,
    riskMargin: h.riskMargin,
    changePasswordPeriod: (h.changePasswordPeriodWeeks ?? null) as THoldingSettings['changePasswordPeriod'],
    mailVerificationPeriod: h.mailVerificationPeriod as THoldingSettings['mailVerificationPeriod'],
    mailVerificationNewDevice: h.mailVerificationNewDevice,
    blockedPermissions: h.blockedPermissions,
    continuousEmployed: h.continuousEmployed,
  };
}
