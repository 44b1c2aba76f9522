import { Anchor, Stack, Tabs } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { useEngagement } from '../api/get-engagement.ts';
import { AssessmentTimeline } from '../components/assessment-timeline.tsx';
import { EngagementSummary } from '../components/engagement-summary.tsx';

const TABS = ['summary', 'assessments'] as const;
type Tab = (typeof TABS)[number];

export function EngagementDetailPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const [params, setParams] = useSearchParams();
  const query = useEngagement(id);
  const tabParam = params.get('tab');
  const tab: Tab = (TABS as readonly string[]).includes(tabParam ?? '') ? (tabParam as Tab) : 'summary';

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
      />
      <Tabs
        value={tab}
        onChange={(v) => setParams(v && v !== 'summary' ? { tab: v } : {}, { replace: true })}
        keepMounted={false}
      >
        <Tabs.List mb="md">
          {TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`engagements.detail.tabs.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Tabs.Panel value="summary">
          <EngagementSummary engagement={e} />
        </Tabs.Panel>
        <Tabs.Panel value="assessments">
          <AssessmentTimeline assessments={e.timelineAssessments} />
        </Tabs.Panel>
      </Tabs>
    </Stack>
  );
}
