import { Alert, Anchor, Badge, Group, Paper, Stack, Text } from '@mantine/core';
import type { TEngagement } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { UrlTabs } from '../../../components/url-tabs.tsx';
import { formatDate } from '../../../lib/format.ts';
import { ContractChangesList } from '../../contract-changes/components/contract-changes-list.tsx';
import { UnseenChangesNotice } from '../../contract-changes/components/unseen-changes-notice.tsx';
import { useEngagement } from '../api/get-engagement.ts';
import { AssessmentTimeline } from '../components/assessment-timeline.tsx';
import { ContractorReportCard } from '../components/contractor-report-card.tsx';
import { EditEngagementForm } from '../components/edit-engagement-form.tsx';
import { EngagementActions } from '../components/engagement-actions.tsx';
import { EngagementAppealsCard } from '../components/engagement-appeals-card.tsx';
import { EngagementDocumentsTab } from '../components/engagement-documents-tab.tsx';
import { EngagementHistory } from '../components/engagement-history.tsx';
import { EngagementLifecycleNotice } from '../components/engagement-lifecycle-notice.tsx';
import { EngagementSummary } from '../components/engagement-summary.tsx';
import { ChainPanel } from '../components/liability/chain-panel.tsx';
import { LiabilityCard, OutOfScopeNotice } from '../components/liability/liability-card.tsx';
import { PreviousAssessments } from '../components/previous-assessments.tsx';

/** Archived (with its reason), a test engagement, an appeal under way: what the page must say first. */
function EngagementNotices({ engagement: e }: { engagement: TEngagement }) {
  const { t } = useTranslation();
  const l = (k: string, o?: Record<string, unknown>) => t(`engagementRecords.notices.${k}`, o);
  return (
    <>
      {e.status === 'archived' && (
        <Alert color="gray" title={l('archived', { date: e.dateArchived ? formatDate(e.dateArchived) : '—' })}>
          {e.archivedComment && <Text size="sm">{e.archivedComment}</Text>}
        </Alert>
      )}
      {e.type === 'test' && (
        <Alert color="yellow" title={l('test')}>
          <Text size="sm">{l('testHint')}</Text>
        </Alert>
      )}
      {e.activeAppealId && (
        <Alert color="orange" title={l('appeal')}>
          <Text size="sm">{l('appealHint')}</Text>
        </Alert>
      )}
    </>
  );
}

/** The engagement page (spec §2): four tabs in the `tab` query parameter, a select on mobile. */
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
        description={
          <Group gap="xs" component="span">
            <span>{e.company.name}</span>
            {e.type === 'test' && (
              <Badge color="yellow" variant="light" component="span">
                {t('engagementRecords.type.test')}
              </Badge>
            )}
          </Group>
        }
        actions={
          <Group gap="sm">
            <Anchor component={Link} to={`/engagements/${e.id}/email-tracker`} size="sm">
              {t('emailTracker.link')}
            </Anchor>
            <EngagementActions engagement={e} />
          </Group>
        }
      />
      <EngagementNotices engagement={e} />
      <OutOfScopeNotice engagement={e} />
      <EngagementLifecycleNotice engagement={e} />
      <UnseenChangesNotice engagementId={e.id} changes={e.unseenFullFilledContractChanges} />
      <UrlTabs
        label={t('engagements.detail.tabs.label')}
        tabs={[
          {
            value: 'summary',
            label: t('engagements.detail.tabs.summary'),
            content: (
              <Stack gap="md">
                <EngagementSummary engagement={e} />
                <LiabilityCard engagement={e} />
                <ContractorReportCard engagement={e} />
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
          {
            value: 'engagement',
            label: t('engagementRecords.tabs.engagement'),
            content: (
              <Stack gap="lg">
                {e.abilities.edit && (
                  <Paper withBorder p="lg" radius="md">
                    <EditEngagementForm key={e.id} engagement={e} />
                  </Paper>
                )}
                <ChainPanel engagement={e} companyId={e.company.id} clientName={e.company.name} />
                <ContractChangesList
                  engagementId={e.id}
                  parties={{
                    companyId: e.company.id,
                    engagedEntityId: e.engagedEntityId,
                    engagedEntityName: e.engagedEntityName,
                    engagedIndividualId: e.engagedIndividualId,
                    agencyId: e.agency?.id ?? null,
                    departmentId: e.department?.id ?? null,
                  }}
                />
                {e.abilities.viewHistory && <EngagementHistory engagementId={e.id} />}
              </Stack>
            ),
          },
          {
            value: 'documents',
            label: t('engagementRecords.tabs.documents'),
            content: <EngagementDocumentsTab engagement={e} />,
          },
        ]}
      />
    </Stack>
  );
}
