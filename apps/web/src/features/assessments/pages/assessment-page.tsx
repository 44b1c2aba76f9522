import { Button, Grid, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { queryFallback } from '../../../components/query-states.tsx';
import { useAssessment } from '../api/get-assessment.ts';
import { AcceptAnswererNotice } from '../components/accept-answerer-notice.tsx';
import { AssessmentHeader } from '../components/assessment-header.tsx';
import { AssessmentLifecycleActions } from '../components/assessment-lifecycle-actions.tsx';
import { AssessmentOverview } from '../components/assessment-overview.tsx';
import { AssessmentStatusNotice } from '../components/assessment-status-notice.tsx';
import { ChecklistCard } from '../components/checklist-card.tsx';
import { CommentThreads } from '../components/comment-threads.tsx';
import { InterviewIntro } from '../components/interview-intro.tsx';
import { InterviewPanel } from '../components/interview-panel.tsx';
import { ResultCard } from '../components/result-card.tsx';
import { ReviewAnswers } from '../components/review-answers.tsx';
import { StartInterviewCard } from '../components/start-interview-card.tsx';
import { StatusDeterminationCard } from '../components/status-determination-card.tsx';
import { WorkerAccountCard } from '../components/worker-account-card.tsx';

export function AssessmentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useAssessment(id);

  if (!query.isSuccess) return queryFallback(query);
  const a = query.data;
  const canReview = a.abilities.approve || a.abilities.returnToReview;

  return (
    <Stack gap="md">
      <AssessmentHeader
        assessment={a}
        title={t(`status.assessmentType.${a.type}`)}
        actions={
          canReview && (
            <Button component={Link} to={`/assessments/${a.id}/review`}>
              {t('assessments.page.openReview')}
            </Button>
          )
        }
      />
      <AssessmentStatusNotice assessment={a} />
      <AcceptAnswererNotice assessment={a} />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {a.showPresentation && <InterviewIntro assessment={a} />}
            {a.status === 'created' && <StartInterviewCard assessment={a} />}
            {a.interviewId && a.abilities.answer && (
              <Paper withBorder p="lg" radius="md" component="section">
                <InterviewPanel assessment={a} />
              </Paper>
            )}
            {(a.interviewReports.length > 0 || a.abilities.generateReport) && (
              <StatusDeterminationCard assessment={a} />
            )}
            {a.interviewId && <WorkerAccountCard assessmentId={a.id} />}
            {a.result && <ResultCard result={a.result} status={a.status} assessmentId={a.id} />}
            {a.interviewId && !a.abilities.answer && a.answeredQuestionCount > 0 && <ReviewAnswers assessment={a} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <AssessmentLifecycleActions assessment={a} />
            <AssessmentOverview assessment={a} />
            {!a.result && <ChecklistCard />}
            <CommentThreads assessment={a} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
