import { Paper, Progress, Stack, Text } from '@mantine/core';
import type { TAssessment } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { formatDate } from '../../../lib/format.ts';

/** Status, dates, people and progress of an assessment. */
export function AssessmentOverview({ assessment: a }: { assessment: TAssessment }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`assessments.page.${k}`);
  const percent = a.allQuestionCount ? (a.answeredQuestionCount / a.allQuestionCount) * 100 : 0;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={p('status')}>
      <Stack gap="md">
        <DetailList
          cols={1}
          items={[
            { label: p('status'), value: <AssessmentStatusBadge status={a.status} notStarted={a.notStarted} /> },
            { label: t('engagements.detail.type'), value: t(`status.assessmentType.${a.type}`) },
            { label: p('dueDate'), value: formatDate(a.dueDate) },
            { label: p('specialist'), value: a.answerer.name },
            { label: p('approver'), value: a.approver.name },
          ]}
        />
        {a.interviewId && (
          <Stack gap={4}>
            <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
              {p('progress')}
            </Text>
            <Progress value={percent} size="md" aria-label={p('progress')} />
            <Text size="sm">
              {t('assessments.page.progressValue', { answered: a.answeredQuestionCount, all: a.allQuestionCount })}
            </Text>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
