import { Badge, Button, Collapse, Group, Paper, Stack, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { TNotification, TNotificationRecipient } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../lib/format.ts';
import { RecipientRow } from './recipient-row.tsx';

interface Props {
  n: TNotification;
  onResend: (recipient: TNotificationRecipient) => void;
}

/** One notification: a statement sending or an email, with each recipient and what was sent. */
export function NotificationCard({ n, onResend }: Props) {
  const { t } = useTranslation();
  const [showContent, { toggle }] = useDisclosure(false);
  const title = n.kind === 'contractor_report' ? t('emailTracker.statement', { version: n.reportVersion }) : n.subject;
  return (
    <Paper withBorder p="sm" radius="md" component="article" aria-label={title}>
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
          <Stack gap={0} miw={0}>
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {title}
            </Text>
            <Text size="xs" c="dimmed">
              {formatDateTime(n.dateCreated)}
              {n.kind === 'contractor_report' && n.subject ? ` · ${n.subject}` : ''}
            </Text>
          </Stack>
          {n.isLatestNotification && (
            <Badge size="sm" variant="light">
              {t('emailTracker.latest')}
            </Badge>
          )}
        </Group>
        {n.delayedUntil && (
          <Text size="xs" c="dimmed">
            {t('emailTracker.heldUntil', { date: formatDateTime(n.delayedUntil) })}
          </Text>
        )}
        <Stack gap={0} role="list" aria-label={t('emailTracker.recipients')}>
          {n.recipients.map((r) => (
            <RecipientRow key={r.id} r={r} onResend={() => onResend(r)} />
          ))}
        </Stack>
        {n.isEmailNotificationItem && n.content !== null && (
          <>
            <Group>
              <Button size="xs" variant="subtle" onClick={toggle} aria-expanded={showContent}>
                {t(showContent ? 'emailTracker.hideContent' : 'emailTracker.showContent')}
              </Button>
            </Group>
            <Collapse expanded={showContent}>
              <Text
                component="pre"
                size="sm"
                p="xs"
                bg="gray.0"
                style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', fontFamily: 'inherit', margin: 0 }}
              >
                {n.content}
              </Text>
            </Collapse>
          </>
        )}
      </Stack>
    </Paper>
  );
}
