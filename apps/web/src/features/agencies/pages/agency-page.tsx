import { Anchor, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { DetailList } from '../../../components/detail-list.tsx';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { formatDate } from '../../../lib/format.ts';
import { useAgency } from '../api/get-agency.ts';
import { AgencyActions } from '../components/agency-actions.tsx';
import { AgencyEngagements } from '../components/agency-engagements.tsx';

/** /agencies/{id}: the agency, its person, its engagement counts and its engagements with every filter. */
export function AgencyPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useAgency(id);
  if (!query.isSuccess) return queryFallback(query);
  const a = query.data;
  const l = (k: string) => t(`agencies.detail.${k}`);
  return (
    <Stack gap="md">
      <PageHeader
        above={
          <Anchor component={Link} to="/agencies" size="sm">
            ← {t('agencies.nav')}
          </Anchor>
        }
        title={a.name}
        description={a.mainCompany.name}
        actions={<AgencyActions agency={a} />}
      />
      <Paper withBorder p="md" radius="md">
        <DetailList
          cols={3}
          items={[
            { label: l('number'), value: a.number ?? '—' },
            { label: l('contactName'), value: a.contactName ?? '—' },
            { label: l('email'), value: a.email ?? l('noEmail') },
            { label: l('active'), value: a.activeEngagementCount },
            { label: l('activeTest'), value: a.activeTestEngagementCount },
            { label: l('archived'), value: a.archivedEngagementCount },
            { label: l('dateCreated'), value: formatDate(a.dateCreated) },
            { label: l('dateModified'), value: formatDate(a.dateModified) },
          ]}
        />
      </Paper>
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <Title order={2} size="h4">
            {t('agencies.engagements.title')}
          </Title>
          <AgencyEngagements agencyId={a.id} />
        </Stack>
      </Paper>
    </Stack>
  );
}
