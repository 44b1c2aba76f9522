import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { UrlTabs } from '../../../components/url-tabs.tsx';
import { useEngagement } from '../api/get-engagement.ts';
import { AssessmentTimeline } from '../components/assessment-timeline.tsx';
import { ContractorReportCard } from '../components/contractor-report-card.tsx';
import { EngagementAppealsCard } from '../components/engagement-appeals-card.tsx';
import { EngagementLifecycleNotice } from '../components/engagement-lifecycle-notice.tsx';
import { EngagementSummary } from '../components/engagement-summary.tsx';
import { PreviousAssessments } from '../components/previous-assessments.tsx';

export function EngagementDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useEngagement(id);

  if (!query.isSuccess) return queryFallback(query);
  const e = query.data;

  return (
    <Stack gap="md">
      <PageHeader
        above={
          <Anchor component={Link} to="/engagements" size="sm">
            ← {t('nav.engagements')}
          </Anchor>
        }
        title={t('engagements.detail.title', { individual: e.engagedIndividualName, entity: e.engagedEntityName })}
        description={e.company.name}
        actions={
          <Anchor component={Link} to={`/engagements/${e.id}/email-tracker`} size="sm">
            {t('emailTracker.link')}
          </Anchor>
        }
      />
      <EngagementLifecycleNotice engagement={e} />
      <UrlTabs
        label={t('engagements.detail.tabs.label')}
        tabs={[
          {
            value: 'summary',
            label: t('engagements.detail.tabs.summary'),
            content: (
              <Stack gap="md">
                <EngagementSummary engagement={e} />
                <ContractorReportCard engagementId={e.id} />
                <EngagementAppealsCard engagement={e} />
              </Stack>
            ),
          },
          {
            value: 'assessments',
            label: t('engagements.detail.tabs.assessments'),
            content: (
              <Stack gap="lg">
                <AssessmentTimeline assessments={e.timelineAssessments} />
                <PreviousAssessments engagementId={e.id} />
              </Stack>
            ),
          },
        ]}
      />
    </Stack>
  );
}
