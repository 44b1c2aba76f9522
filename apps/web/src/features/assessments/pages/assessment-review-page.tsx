import { Alert, Grid, Stack } from '@mantine/core';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { queryFallback } from '../../../components/query-states.tsx';
import { useAssessment } from '../api/get-assessment.ts';
import { useVersionChanges } from '../api/get-version-changes.ts';
import { AssessmentHeader } from '../components/assessment-header.tsx';
import { AssessmentOverview } from '../components/assessment-overview.tsx';
import { CommentThreads } from '../components/comment-threads.tsx';
import { ResultCard } from '../components/result-card.tsx';
import { ReviewActions } from '../components/review-actions.tsx';
import { ReviewAnswers } from '../components/review-answers.tsx';
import { VersionPanel } from '../components/version-panel.tsx';
import { WorkerAccountCard } from '../components/worker-account-card.tsx';

/**
 * The approver's page: the decision (approve, or return with the one comment box), the versions
 * and what the latest changed, the result, and the answers with a comment thread beside each.
 */
export function AssessmentReviewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const query = useAssessment(id);
  const [picked, setPicked] = useState<number | null>(null);
  // What was new to the approver when the page opened (the panel then marks the latest version seen).
  const seenBefore = useRef<number | null>(null);
  if (seenBefore.current === null && query.data) seenBefore.current = query.data.versionSeen;
  const latest = query.data?.lastVersion ?? 0;
  const version = picked ?? latest;
  const changes = useVersionChanges(id, version === latest ? latest : null);

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
            {a.lastVersion > 0 && (
              <VersionPanel
                assessment={a}
                version={version}
                onVersionChange={setPicked}
                seenBefore={seenBefore.current ?? a.versionSeen}
              />
            )}
            {a.interviewId && <WorkerAccountCard assessmentId={a.id} />}
            {a.result && <ResultCard result={a.result} status={a.status} assessmentId={a.id} />}
            {a.interviewId && <ReviewAnswers assessment={a} changes={changes.data ?? null} />}
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 4 }}>
          <Stack gap="lg">
            <AssessmentOverview assessment={a} />
            {/* While the approver can decide, the return form is the one place for a general comment. */}
            <CommentThreads assessment={a} canAdd={!canDecide} />
          </Stack>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
