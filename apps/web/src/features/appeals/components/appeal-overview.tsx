import { Alert, Anchor, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { LIMITS, type TAppeal } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AppealStatusBadge, DaysLeft, UrgencyBadge } from '../../../components/appeal-badges.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { formatDate, formatPercent } from '../../../lib/format.ts';

/** Status, how the disagreement arrived, and whether it runs again after a decision. */
export function AppealStatusLine({ appeal }: { appeal: TAppeal }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="wrap">
      <AppealStatusBadge status={appeal.status} />
      {appeal.clock.urgency && <UrgencyBadge urgency={appeal.clock.urgency} />}
      <Badge variant="outline" color="gray">
        {t(`appeals.channel.${appeal.channel}`)}
      </Badge>
      {appeal.isAfterReopened && (
        <Badge variant="outline" color="orange">
          {t('appeals.detail.reopenedAfterClosing')}
        </Badge>
      )}
    </Group>
  );
}

/**
 * Past the 45 calendar days without an outcome the client is liable as the fee-payer (spec §9,
 * ITEPA 2003 s.61NA): said plainly, at the top of the page, while the appeal is undecided.
 */
export function OverdueWarning({ appeal }: { appeal: TAppeal }) {
  const { t } = useTranslation();
  if (!appeal.clock.overdue) return null;
  return (
    <Alert color="red" variant="filled" role="alert" title={t('appeals.overdue.title')}>
      {t('appeals.overdue.message', {
        deadline: formatDate(appeal.clock.statutoryDeadline),
        days: LIMITS.appealOutcomeDays,
      })}
    </Alert>
  );
}

/** The statutory clock: representations received, the 45-day deadline, the 14-day evidence window, days left. */
export function AppealClockCard({ appeal }: { appeal: TAppeal }) {
  const { t } = useTranslation();
  const c = (k: string, o?: Record<string, unknown>) => t(`appeals.clock.${k}`, o);
  const { clock } = appeal;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="appeal-clock-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="appeal-clock-title">
          {c('title')}
        </Title>
        {clock.representationsReceivedOn === null ? (
          <Text size="sm" c="dimmed">
            {c('notRunning')}
          </Text>
        ) : (
          <DetailList
            items={[
              { label: c('receivedOn'), value: formatDate(clock.representationsReceivedOn) },
              {
                label: c('deadline', { days: LIMITS.appealOutcomeDays }),
                value: formatDate(clock.statutoryDeadline),
              },
              {
                label: c('evidenceDue', { days: LIMITS.appealEvidenceDays }),
                value: formatDate(clock.evidenceDueOn),
              },
              { label: c('left'), value: <DaysLeft clock={clock} /> },
            ]}
          />
        )}
        <Text size="xs" c="dimmed">
          {c('note', { outcome: LIMITS.appealOutcomeDays, evidence: LIMITS.appealEvidenceDays })}
        </Text>
      </Stack>
    </Paper>
  );
}

/** What is disputed: the engagement, the approved assessment (linked) and the SDS version the worker received. */
export function AppealSubjectCard({ appeal }: { appeal: TAppeal }) {
  const { t } = useTranslation();
  const s = (k: string, o?: Record<string, unknown>) => t(`appeals.subject.${k}`, o);
  const { engagement, assessment } = appeal;
  const result =
    assessment.employed !== null && assessment.selfEmployed !== null
      ? assessment.employed >= assessment.selfEmployed
        ? `${t('outcome.employed')} ${formatPercent(assessment.employed)}`
        : `${t('outcome.selfEmployed')} ${formatPercent(assessment.selfEmployed)}`
      : '—';
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="appeal-subject-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="appeal-subject-title">
          {s('title')}
        </Title>
        <DetailList
          items={[
            {
              label: s('engagement'),
              // The appeal's workers read its assessments, not the engagement page: its name, unlinked.
              value: appeal.abilities.openEngagement ? (
                <Anchor component={Link} to={`/engagements/${engagement.id}`}>
                  {engagement.engagedIndividualName} · {engagement.engagedEntityName}
                </Anchor>
              ) : (
                `${engagement.engagedIndividualName} · ${engagement.engagedEntityName}`
              ),
            },
            { label: s('service'), value: engagement.serviceProvided },
            {
              label: s('assessment'),
              value: (
                <Anchor component={Link} to={`/assessments/${assessment.id}`}>
                  {result}
                  {assessment.riskLevel ? ` · ${t(`risk.${assessment.riskLevel}`)}` : ''}
                </Anchor>
              ),
            },
            { label: s('approvedOn'), value: formatDate(assessment.dateApproved) },
            {
              label: s('sdsVersion'),
              value: appeal.reportVersion === null ? '—' : s('version', { version: appeal.reportVersion }),
            },
            { label: s('manager'), value: appeal.appealManager?.name ?? t('appeals.unassigned') },
            { label: s('contractorEmail'), value: appeal.contractorEmail },
            { label: s('started'), value: formatDate(appeal.dateStarted) },
          ]}
        />
        {appeal.reassessmentId && (
          <Anchor component={Link} to={`/assessments/${appeal.reassessmentId}`} size="sm">
            {s('reassessment')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}

/** The clock beside what is disputed: two columns on desktop, one on a phone. */
export function AppealOverview({ appeal }: { appeal: TAppeal }) {
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <AppealClockCard appeal={appeal} />
      <AppealSubjectCard appeal={appeal} />
    </SimpleGrid>
  );
}
