import { Badge, type BadgeProps } from '@mantine/core';
import type { TCompanyStatus } from '@statera/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TCompanyStatus, string> = { awaiting: 'yellow', active: 'teal', archived: 'gray' };

/** A company's status (spec §4): awaiting activation, active or archived. */
export function CompanyStatusBadge({ status, ...rest }: { status: TCompanyStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" {...rest}>
      {t(`companies.status.${status}`)}
    </Badge>
  );
}
