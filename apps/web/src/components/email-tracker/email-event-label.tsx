import { Badge, type BadgeProps } from '@mantine/core';
import type { TEmailEvent } from '@statera/shared';
import { useTranslation } from 'react-i18next';

const COLORS: Record<TEmailEvent, string> = {
  old_sent: 'gray',
  processed: 'blue',
  delivered: 'teal',
  open: 'green',
  dropped: 'red',
  deferred: 'yellow',
  bounce: 'red',
  blocked: 'red',
  resent: 'indigo',
};

/** One email delivery event as a coloured label (spec §4 events: processed, delivered, open, bounce, …). */
export function EmailEventLabel({ event, size = 'sm' }: { event: TEmailEvent; size?: BadgeProps['size'] }) {
  const { t } = useTranslation();
  return (
    <Badge color={COLORS[event]} variant="light" size={size}>
      {t(`ui.emailEvents.${event}`)}
    </Badge>
  );
}
