import { Paper, Stack } from '@mantine/core';
import type { TAssessment } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AssessmentStatusBadge } from '../../../components/assessment-status-badge.tsx';
import { DetailList } from '../../../components/detail-list.tsx';
import { ProgressBar } from '../../../components/progress-bar.tsx';
import { formatDate } from '../../../lib/format.ts';

/** Status, dates, people and progress of an assessment. */
export function AssessmentOverview({ assessment: a }: { assessment: TAssessment }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`assessments.page.${k}`);
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
          <ProgressBar
            label={p('progress')}
            value={a.answeredQuestionCount}
            max={a.allQuestionCount}
            valueLabel={t('assessments.page.progressValue', {
              answered: a.answeredQuestionCount,
              all: a.allQuestionCount,
            })}
          />
        )}
      </Stack>
    </Paper>
  );
}
