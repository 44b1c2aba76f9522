import { Badge, type BadgeProps, Text } from '@mantine/core';
import type { TAppealClock, TAppealStatus, TAppealUrgency } from '@statera/shared';
import { useTranslation } from 'react-i18next';

const STATUS_COLORS: Record<TAppealStatus, string> = {
  created: 'gray',
  started: 'blue',
  am_processing: 'indigo',
  contractor_processing: 'cyan',
  reassessment_in_progress: 'violet',
  reopened: 'orange',
  closed: 'teal',
  outdated: 'dark',
  disabled: 'dark',
};

/** Spec §9 urgency: overdue red, then warmer the fewer days are left. */
export const URGENCY_COLORS: Record<TAppealUrgency, string> = {
  overdue: 'red',
  three_days: 'orange',
  seven_days: 'yellow',
  ten_days: 'blue',
  more_than_ten_days: 'teal',
};

/** An appeal's status (spec §4) as a coloured label. */
export function AppealStatusBadge({ status, size = 'md' }: { status: TAppealStatus; size?: BadgeProps['size'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={STATUS_COLORS[status]} variant="light" size={size}>
      {t(`appeals.status.${status}`)}
    </Badge>
  );
}

/** The 45-day clock's urgency bucket (spec §9: overdue, ≤3, ≤7, ≤10, more than 10 days); a dash when the clock is not running. */
export function UrgencyBadge({ urgency, size = 'md' }: { urgency: TAppealUrgency | null; size?: BadgeProps['size'] }) {
  const { t } = useTranslation();
  if (!urgency) return <Text c="dimmed">—</Text>;
  return (
    <Badge color={URGENCY_COLORS[urgency]} variant={urgency === 'overdue' ? 'filled' : 'light'} size={size}>
      {t(`appeals.urgency.${urgency}`)}
    </Badge>
  );
}

/** "12 days", "Due today" or "3 days overdue"; a dash when the clock is not running. */
export function DaysLeft({ clock }: { clock: Pick<TAppealClock, 'daysLeft'> }) {
  const { t } = useTranslation();
  const days = clock.daysLeft;
  if (days === null) return <Text c="dimmed">—</Text>;
  if (days < 0)
    return (
      <Text size="sm" c="red" fw={600}>
        {t('appeals.clock.overdueBy', { count: -days })}
      </Text>
    );
  return (
    <Text size="sm">{days === 0 ? t('appeals.clock.dueToday') : t('appeals.clock.daysLeft', { count: days })}</Text>
  );
}
