import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TAssessmentSummary } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { OutcomeSplit } from '../../../components/outcome-split.tsx';
import { ProvisionalBadge } from '../../../components/provisional-badge.tsx';
import { RiskBadge } from '../../../components/risk-badge.tsx';
import { formatDate } from '../../../lib/format.ts';

/** The engagement's current assessment: status, dates and, once scored, percentages and risk. */
export function CurrentAssessmentCard({ assessment }: { assessment: TAssessmentSummary | null }) {
  const { t } = useTranslation();
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="current-assessment-title">
      <Stack gap="md">
        <Group justify="space-between">
          <Title order={2} fz="h4" id="current-assessment-title">
            {t('engagements.detail.currentAssessment')}
          </Title>
          {assessment && <AssessmentStatusBadge status={assessment.status} notStarted={assessment.notStarted} />}
        </Group>
        {!assessment && <Text c="dimmed">{t('engagements.detail.noAssessment')}</Text>}
        {assessment && (
          <>
            <DetailList
              cols={3}
              items={[
                { label: t('engagements.detail.type'), value: t(`status.assessmentType.${assessment.type}`) },
                { label: t('engagements.detail.dueDate'), value: formatDate(assessment.dueDate) },
                { label: t('engagements.detail.submitted'), value: formatDate(assessment.dateSubmitted) },
              ]}
            />
            {assessment.employed !== null && assessment.selfEmployed !== null && (
              <Stack gap="xs" data-testid="engagement-result">
                <Group justify="space-between">
                  <Group gap="xs">
                    <Text fw={600}>{t('engagements.detail.result')}</Text>
                    <ProvisionalBadge status={assessment.status} />
                  </Group>
                  <RiskBadge risk={assessment.riskLevel} />
                </Group>
                <OutcomeSplit employed={assessment.employed} selfEmployed={assessment.selfEmployed} />
              </Stack>
            )}
            <Group>
              <Button component={Link} to={`/assessments/${assessment.id}`}>
                {t('engagements.detail.openAssessment')}
              </Button>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
}
