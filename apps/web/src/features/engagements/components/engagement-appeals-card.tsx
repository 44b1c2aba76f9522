import { Anchor, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { LIMITS, type TAppealSummary, type TEngagement } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppealStatusBadge, DaysLeft, UrgencyBadge } from '../../../components/appeal-badges.tsx';
import { can } from '../../../lib/abilities.ts';
import { formatDate } from '../../../lib/format.ts';
import { useEngagementAppeals } from '../api/get-engagement-appeals.ts';
import { approvedAssessments, RecordAppealModal } from './record-appeal-modal.tsx';

function AppealRow({ appeal }: { appeal: TAppealSummary }) {
  const { t } = useTranslation();
  return (
    <Group
      gap="xs"
      justify="space-between"
      wrap="wrap"
      py={6}
      role="listitem"
      style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}
    >
      <Group gap="xs" wrap="wrap">
        <Anchor component={Link} to={`/appeals/${appeal.id}`} size="sm" fw={600}>
          {appeal.dateStarted
            ? t('appeals.engagement.started', { date: formatDate(appeal.dateStarted) })
            : t('appeals.engagement.notStarted')}
        </Anchor>
        <AppealStatusBadge status={appeal.status} size="sm" />
        {appeal.clock.urgency && <UrgencyBadge urgency={appeal.clock.urgency} size="sm" />}
      </Group>
      <DaysLeft clock={appeal.clock} />
    </Group>
  );
}

/**
 * The engagement's appeals (summary tab): each with its status and clock, linked to its page; and
 * the entry to record a disagreement received by letter or phone (no tool on the market logs
 * these), shown when the engagement has an approved assessment, hence an SDS, and the server lets
 * the reader record one (`recordAppeal`). The appeals are asked for only with `viewAppeals`.
 * Hidden when there is nothing to show or do.
 */
export function EngagementAppealsCard({ engagement }: { engagement: TEngagement }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const appeals = useEngagementAppeals(engagement.id, can(engagement, 'viewAppeals'));
  const assessments = approvedAssessments(engagement);
  const canRecord = can(engagement, 'recordAppeal') && assessments.length > 0;
  const rows = appeals.data?.data ?? [];
  if (!canRecord && rows.length === 0) return null;

  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="engagement-appeals-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="engagement-appeals-title">
          {t('appeals.engagement.title')}
        </Title>
        {rows.length > 0 && (
          <Stack gap={0} role="list" aria-label={t('appeals.engagement.title')}>
            {rows.map((a) => (
              <AppealRow key={a.id} appeal={a} />
            ))}
          </Stack>
        )}
        {canRecord && (
          <Group justify="space-between" gap="sm" wrap="wrap">
            <Text size="sm" c="dimmed" style={{ flex: '1 1 240px' }}>
              {t('appeals.record.description', { days: LIMITS.appealOutcomeDays })}
            </Text>
            <Button variant="light" onClick={() => setOpen(true)}>
              {t('appeals.record.open')}
            </Button>
          </Group>
        )}
      </Stack>
      {canRecord && (
        <RecordAppealModal
          engagement={engagement}
          assessments={assessments}
          opened={open}
          onClose={() => setOpen(false)}
        />
      )}
    </Paper>
  );
}
