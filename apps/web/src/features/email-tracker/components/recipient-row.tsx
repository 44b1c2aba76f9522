import { Badge, Button, Collapse, Group, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TNotificationRecipient } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { EmailHistory, NotificationTrackerLabel } from '../../../components/email-tracker/email-history.tsx';
import { formatDateTime } from '../../../lib/format.ts';

const STATUS_COLORS: Record<TNotificationRecipient['status'], string> = {
  held: 'gray',
  queued: 'blue',
  sent: 'teal',
  deferred: 'yellow',
  failed: 'red',
};

/** The shared history components read {event, date}; the API answers the spec's {name, occurredAt}. */
export const historyOf = (r: TNotificationRecipient) => r.events.map((e) => ({ event: e.name, date: e.occurredAt }));

/** One recipient: address, outbox status, latest event, what to do, and every event on demand. */
export function RecipientRow({ r, onResend }: { r: TNotificationRecipient; onResend: () => void }) {
  const { t } = useTranslation();
  const [open, { toggle }] = useDisclosure(false);
  const history = historyOf(r);
  return (
    <Stack gap={4} py={6} role="listitem" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" fw={500} style={{ overflowWrap: 'anywhere' }}>
          {r.email}
        </Text>
        <Badge color={STATUS_COLORS[r.status]} size="sm" variant="dot">
          {t(`emailTracker.status.${r.status}`)}
        </Badge>
      </Group>
      {r.status === 'held' && r.delayedUntil ? (
        <Text size="xs" c="dimmed">
          {t('emailTracker.heldUntil', { date: formatDateTime(r.delayedUntil) })}
        </Text>
      ) : (
        <NotificationTrackerLabel events={history} />
      )}
      {r.status === 'deferred' && r.retryUntil && (
        <Text size="xs" c="yellow.9">
          {t('emailTracker.deferredNote', {
            until: formatDateTime(r.retryUntil),
            next: r.nextAttemptAt ? formatDateTime(r.nextAttemptAt) : '—',
          })}
        </Text>
      )}
      {r.status === 'failed' && (
        <Text size="xs" c="red.8">
          {t('emailTracker.failedNote')}
        </Text>
      )}
      <Group gap="xs" wrap="wrap">
        {r.abilities.resend && (
          <Button size="xs" color="red" variant="light" onClick={onResend}>
            {t('emailTracker.resend')}
          </Button>
        )}
        {history.length > 0 && (
          <Button size="xs" variant="subtle" onClick={toggle} aria-expanded={open}>
            {t(open ? 'emailTracker.hideEvents' : 'emailTracker.showEvents', { count: history.length })}
          </Button>
        )}
      </Group>
      <Collapse expanded={open}>
        <EmailHistory events={history} />
      </Collapse>
    </Stack>
  );
}
