import { Anchor, Badge, Group, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailList } from '../../../components/detail-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { UrlTabs } from '../../../components/url-tabs.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useEngagedEntity } from '../api/get-engaged-entity.ts';
import { EntityActions } from '../components/entity-actions.tsx';
import { EntityAppealsTab } from '../components/entity-appeals-tab.tsx';
import { EntityAssessmentsTab } from '../components/entity-assessments-tab.tsx';
import { EntityEngagementsTab } from '../components/entity-engagements-tab.tsx';
import { IndividualsCard } from '../components/individuals-card.tsx';

/** /intermediaries/{id}: the engaged entity, its individuals, and its engagements, assessments and appeals. */
export function IntermediaryPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useEngagedEntity(id);
  if (!query.isSuccess) return queryFallback(query);
  const e = query.data;
  const l = (k: string) => t(`intermediaries.detail.${k}`);

  return (
    <Stack gap="md">
      <PageHeader
        above={
          <Anchor component={Link} to="/intermediaries" size="sm">
            ← {t('intermediaries.nav')}
          </Anchor>
        }
        title={e.name}
        description={
          <Group gap="sm" wrap="wrap" component="span">
            <span>{e.mainCompany.name}</span>
            <Badge color={e.status === 'active' ? 'teal' : 'dark'} variant="outline">
              {t(`intermediaries.status.${e.status}`)}
            </Badge>
          </Group>
        }
        actions={<EntityActions entity={e} />}
      />
      <Paper withBorder p="md" radius="md">
        <DetailList
          items={[
            { label: l('type'), value: t(`status.entityType.${e.type}`) },
            { label: l('number'), value: e.number ?? '—' },
            {
              label: l('engagements'),
              value: t('intermediaries.list.engagementCount', {
                count: e.engagementCount,
                active: e.activeEngagementCount,
              }),
            },
            { label: l('dateCreated'), value: formatDate(e.dateCreated) },
            ...(e.dateArchived ? [{ label: l('dateArchived'), value: formatDate(e.dateArchived) }] : []),
          ]}
        />
      </Paper>
      <IndividualsCard entity={e} />
      <UrlTabs
        label={l('tabs.label')}
        tabs={[
          { value: 'engagements', label: l('tabs.engagements'), content: <EntityEngagementsTab entityId={e.id} /> },
          { value: 'assessments', label: l('tabs.assessments'), content: <EntityAssessmentsTab entityId={e.id} /> },
          { value: 'appeals', label: l('tabs.appeals'), content: <EntityAppealsTab entityId={e.id} /> },
        ]}
      />
    </Stack>
  );
}
