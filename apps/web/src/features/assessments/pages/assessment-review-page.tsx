import { Alert, Grid, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { queryFallback } from '../../../components/query-states.tsx';
import { useAssessment } from '../api/get-assessment.ts';
import { AnswersSection } from '../components/answers-section.tsx';
import { AssessmentHeader } from '../components/assessment-header.tsx';
import { AssessmentOverview } from '../components/assessment-overview.tsx';
import { CommentThreads } from '../components/comment-threads.tsx';
import { ResultCard } from '../components/result-card.tsx';
import { ReviewActions } from '../components/review-actions.tsx';

/** The approver's page: the answers, the result, and Approve or Return with a comment. */
export function AssessmentReviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAssessment(id);

  if (!query.isSuccess) return queryFallback(query);
  const a = query.data;
  const canDecide = a.abilities.approve || a.abilities.returnToReview || a.abilities.reject;

  return (
    <Stack gap="md">
      <AssessmentHeader assessment={a} title={t('assessments.review.title')} />
      {!canDecide && <Alert color="gray">{t('assessments.review.notAwaiting')}</Alert>}
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {canDecide && <ReviewActions assessment={a} onDone={() => navigate(`/engagements/${a.engagement.id}`)} />}
            {a.result && <ResultCard result={a.result} />}
            {a.interviewId && <AnswersSection interviewId={a.interviewId} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <AssessmentOverview assessment={a} />
            <CommentThreads assessment={a} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
