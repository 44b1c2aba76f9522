import { Badge, type BadgeProps } from '@mantine/core';
import type { TUserStatus } from '@statera/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TUserStatus, string> = {
  active: 'teal',
  invited: 'blue',
  awaiting_invitation: 'yellow',
  archived: 'gray',
};

export function UserStatusBadge({ status, ...rest }: { status: TUserStatus } & BadgeProps) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[status]} variant="light" {...rest}>
      {t(`users.status.${status}`)}
    </Badge>
  );
}
