import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TContractorAppeal } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { DetailList } from '../../../components/detail-list.tsx';
import { formatDate } from '../../../lib/format.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { downloadAppealReport, useAppealDownload } from '../api/contractor-appeal.ts';

const URGENCY_COLOR = {
  overdue: 'red',
  three_days: 'red',
  seven_days: 'orange',
  ten_days: 'yellow',
  more_than_ten_days: 'teal',
} as const;

/**
 * The statutory clock: days left to the outcome, from the day the appeal started. "Your reasons were
 * received" only once the worker sent something (the first sending's date); before, how to go on.
 */
function Clock({ clock, firstSent }: { clock: TContractorAppeal['clock']; firstSent: string | null }) {
  const { t } = useTranslation();
  if (!clock.statutoryDeadline) return null;
  if (clock.daysLeft === null) {
    return <Text size="sm">{t('appealContractor.clock.stopped', { date: formatDate(clock.statutoryDeadline) })}</Text>;
  }
  return (
    <Stack gap={4}>
      <Group gap="xs">
        <Badge color={URGENCY_COLOR[clock.urgency ?? 'more_than_ten_days']} variant="light">
          {clock.overdue
            ? t('appealContractor.clock.overdue')
            : t('appealContractor.clock.daysLeft', { count: clock.daysLeft })}
        </Badge>
        <Text size="sm">{t('appealContractor.clock.deadline', { date: formatDate(clock.statutoryDeadline) })}</Text>
      </Group>
      {clock.representationsReceivedOn && clock.evidenceDueOn && (
        <Text size="xs" c="dimmed">
          {firstSent
            ? t('appealContractor.clock.received', {
                received: formatDate(firstSent),
                evidence: formatDate(clock.evidenceDueOn),
              })
            : t('appealContractor.clock.opened', {
                opened: formatDate(clock.representationsReceivedOn),
                evidence: formatDate(clock.evidenceDueOn),
              })}
        </Text>
      )}
    </Stack>
  );
}

/**
 * When the worker's reasons reached the client, or null before: their first sent comment, or — for a
 * disagreement a manager recorded from a letter or call (its summary opens the reasons thread) — the
 * day it was received.
 */
function firstSentOf(appeal: TContractorAppeal): string | null {
  const comments = appeal.questions.flatMap((q) => q.comments.map((c) => ({ ...c, thread: q.type })));
  const sent = comments
    .filter((c) => c.byContractor && c.status === 'submitted' && c.dateSubmitted)
    .map((c) => c.dateSubmitted!)
    .sort();
  if (sent[0]) return sent[0];
  const recorded = comments.some((c) => !c.byContractor && c.thread === 'appeal' && c.status === 'submitted');
  return recorded ? appeal.clock.representationsReceivedOn : null;
}

/** The engagement, where the appeal stands, the statements by version and the decision. */
export function AppealOverview({ appealKey, appeal }: { appealKey: string; appeal: TContractorAppeal }) {
  const { t } = useTranslation();
  const download = useAppealDownload();
  const decision = appeal.currentDecision;
  return (
    <Stack gap="md">
      <div>
        <Title order={2}>{t('appealContractor.title')}</Title>
        <Text c="dimmed" size="sm" mt={4}>
          {t(`appealContractor.status.${appeal.status}`)}
        </Text>
      </div>
      <Paper withBorder p="md" radius="md">
        <Stack gap="md">
          <DetailList
            items={[
              { label: t('appealContractor.overview.client'), value: appeal.companyName },
              { label: t('appealContractor.overview.individual'), value: appeal.engagedIndividualName },
              { label: t('appealContractor.overview.service'), value: appeal.serviceProvided },
              {
                label: t('appealContractor.overview.manager'),
                value: appeal.appealManagerName ?? t('appealContractor.overview.noManager'),
              },
              { label: t('appealContractor.overview.email'), value: appeal.contractorEmail ?? '—' },
            ]}
          />
          <Clock clock={appeal.clock} firstSent={firstSentOf(appeal)} />
        </Stack>
      </Paper>
      {decision && (
        <Alert
          color={decision.decision === 'accepted' ? 'teal' : 'gray'}
          title={t(`appealContractor.decision.${decision.decision}`)}
          role="status"
        >
          <Stack gap={4}>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {decision.comment}
            </Text>
            {decision.additionalMailComment && (
              <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                {decision.additionalMailComment}
              </Text>
            )}
            <Text size="xs" c="dimmed">
              {t('appealContractor.decision.date', { date: formatDate(decision.dateCreated) })}
            </Text>
          </Stack>
        </Alert>
      )}
      <Paper withBorder p="md" radius="md">
        <Stack gap="xs">
          <Text fw={600}>{t('appealContractor.reports.title')}</Text>
          {appeal.reportVersions.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('appealContractor.reports.empty')}
            </Text>
          ) : (
            appeal.reportVersions.map((r) => (
              <Group key={r.version} justify="space-between" wrap="wrap" gap="xs">
                <Text size="sm">
                  {t('appealContractor.reports.version', { version: r.version, date: formatDate(r.dateCreated) })}
                </Text>
                <Button
                  size="xs"
                  variant="light"
                  loading={download.isPending}
                  onClick={() =>
                    download.mutate(() => downloadAppealReport(appealKey, r.version), { onError: notify.error })
                  }
                >
                  {t('appealContractor.reports.download', { version: r.version })}
                </Button>
              </Group>
            ))
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
