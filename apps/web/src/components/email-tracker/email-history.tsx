import { Group, Stack, Text, Timeline } from '@mantine/core';
import { FAILED_EMAIL_EVENTS, sortEmailEvents, type TEmailEventRecord } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../lib/format.ts';
import { EmailEventLabel } from './email-event-label.tsx';

export interface EmailHistoryEntry extends TEmailEventRecord {
  /** The recipient, when the history mixes addresses. */
  email?: string;
}

/** Advice for events that need action: edit the address and resend, or wait for the 72 h retry (spec §8). */
export function EmailEventHint({ event }: { event: TEmailEventRecord['event'] }) {
  const { t } = useTranslation();
  if (FAILED_EMAIL_EVENTS.includes(event)) return <Text size="xs">{t('ui.emailHistory.failedHint')}</Text>;
  if (event === 'deferred') return <Text size="xs">{t('ui.emailHistory.deferredHint')}</Text>;
  return null;
}

/** An email's delivery history, newest first (ties in the fixed event order of @statera/shared). */
export function EmailHistory({ events }: { events: readonly EmailHistoryEntry[] }) {
  const { t } = useTranslation();
  if (events.length === 0) return <Text c="dimmed">{t('ui.emailHistory.empty')}</Text>;
  const sorted = sortEmailEvents(events);
  return (
    <Timeline active={0} bulletSize={14} lineWidth={2}>
      {sorted.map((entry) => (
        <Timeline.Item key={`${entry.date}-${entry.event}-${entry.email ?? ''}`}>
          <Stack gap={2}>
            <Group gap="xs">
              <EmailEventLabel event={entry.event} />
              <Text size="xs" c="dimmed">
                {formatDateTime(entry.date)}
              </Text>
            </Group>
            {entry.email && <Text size="sm">{entry.email}</Text>}
            <EmailEventHint event={entry.event} />
          </Stack>
        </Timeline.Item>
      ))}
    </Timeline>
  );
}

/** The notification tracker label: an email's latest event and when it happened (for list cells). */
export function NotificationTrackerLabel({ events }: { events: readonly TEmailEventRecord[] }) {
  const { t } = useTranslation();
  const latest = sortEmailEvents(events)[0];
  if (!latest) return <Text size="sm">{t('ui.emailHistory.notSent')}</Text>;
  return (
    <Group gap="xs" wrap="nowrap">
      <EmailEventLabel event={latest.event} />
      <Text size="xs" c="dimmed">
        {formatDateTime(latest.date)}
      </Text>
    </Group>
  );
}
