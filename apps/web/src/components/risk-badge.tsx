import { Badge } from '@mantine/core';
import type { TRiskLevel } from '@statera/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TRiskLevel, string> = { low: 'teal', medium: 'yellow', high: 'red' };

/** Risk of challenge: low, medium or high. */
export function RiskBadge({ risk, size = 'md' }: { risk: TRiskLevel | null | undefined; size?: 'sm' | 'md' | 'lg' }) {
  const { t } = useTranslation();
  if (!risk) return null;
  return (
    <Badge color={COLORS[risk]} variant="filled" size={size}>
      {t(`risk.${risk}`)}
    </Badge>
  );
}
