import { Anchor, Button, Grid, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { TCompany } from '@statera/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { type UrlTab, UrlTabs } from '../../../components/url-tabs.tsx';
import { useCan } from '../../../lib/current-user.ts';
import { useCompany } from '../../../resources/companies/get-company.ts';
import { CompanyContactsCard } from './company-contacts-card.tsx';
import { CompanyDetailsCard } from './company-details-card.tsx';
import { CompanyFeaturesCard } from './company-features-card.tsx';
import { CompanyLifecycleActions } from './company-lifecycle-actions.tsx';
import { CompanyPeoplePanel } from './company-people-panel.tsx';
import { CompanyReportCard } from './company-report-card.tsx';
import { CompanyStatisticsPanel } from './company-statistics-panel.tsx';
import { CompanyStatusBadge } from './company-status-badge.tsx';
import { DepartmentsPanel } from './departments-panel.tsx';
import { SubsidiariesPanel } from './subsidiaries-panel.tsx';

export interface CompanyViewProps {
  companyId: string;
  /**
   * Where a company's page is in this part of the app (/clients/{id} or /company?id={id}); null when
   * the viewer cannot open it (a subsidiary admin and the client above them).
   */
  companyHref: (id: string) => string | null;
  back?: { to: string; label: string };
  /** The group settings page of this company, when the viewer may see it. */
  settingsHref?: (company: TCompany) => string;
  /** Provider staff appoint admins (the server checks again). */
  mayInviteAdmin: boolean;
  onDeleted: (company: TCompany) => void;
  /** More header actions for this company (e.g. logging an engagement for a client). */
  extraActions?: (company: TCompany) => ReactNode;
}

type Tab = 'details' | 'departments' | 'subsidiaries' | 'people' | 'statistics';

/**
 * The company page shared by /clients/{id} (provider staff) and /company (company admins): details,
 * departments, subsidiaries (clients only) and people on tabs (?tab=), with the actions the
 * server's abilities allow.
 */
export function CompanyView({
  companyId,
  companyHref,
  back,
  settingsHref,
  mayInviteAdmin,
  onDeleted,
  extraActions,
}: CompanyViewProps) {
  const { t } = useTranslation();
  const seesStatistics = useCan('viewStatistics');
  const query = useCompany(companyId);
  if (!query.data) return queryFallback(query);
  const company = query.data;
  const showSettings = settingsHref && company.holding !== null;

  const tabs: UrlTab<Tab>[] = [
    {
      value: 'details',
      label: t('companies.tabs.details'),
      content: (
        <Grid gap="md">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <CompanyDetailsCard company={company} companyHref={companyHref} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Stack gap="md">
              <CompanyContactsCard company={company} mayInviteAdmin={mayInviteAdmin} />
              {company.abilities.report && <CompanyReportCard company={company} />}
              <CompanyFeaturesCard company={company} />
              {showSettings && (
                <Paper withBorder p="md" radius="md">
                  <Stack gap="xs" align="flex-start">
                    <Title order={2} fz="h5">
                      {t('companies.settingsLink.title')}
                    </Title>
                    <Text size="sm" c="dimmed">
                      {t('companies.settingsLink.text')}
                    </Text>
                    <Button variant="light" size="xs" component={Link} to={settingsHref(company)}>
                      {t(company.abilities.editHolding ? 'companies.settingsLink.edit' : 'companies.settingsLink.view')}
                    </Button>
                  </Stack>
                </Paper>
              )}
            </Stack>
          </Grid.Col>
        </Grid>
      ),
    },
    {
      value: 'departments',
      label: t('companies.tabs.departments'),
      content: (
        <Paper withBorder p="md" radius="md">
          <DepartmentsPanel company={company} />
        </Paper>
      ),
    },
    ...(company.mainCompany
      ? [
          {
            value: 'subsidiaries' as const,
            label: t('companies.tabs.subsidiaries'),
            content: (
              <Paper withBorder p="md" radius="md">
                <SubsidiariesPanel company={company} companyHref={companyHref} />
              </Paper>
            ),
          },
        ]
      : []),
    {
      value: 'people',
      label: t('companies.tabs.people'),
      content: (
        <Paper withBorder p="md" radius="md">
          <CompanyPeoplePanel company={company} />
        </Paper>
      ),
    },
    ...(seesStatistics
      ? [
          {
            value: 'statistics' as const,
            label: t('companies.tabs.statistics'),
            content: <CompanyStatisticsPanel companyId={company.id} />,
          },
        ]
      : []),
  ];

  return (
    <Stack gap="md">
      <PageHeader
        title={company.name}
        description={
          company.mainCompany
            ? t('companies.kind.client')
            : t('companies.kind.subsidiary', { parent: company.parent?.name ?? '' })
        }
        above={
          <Group gap="sm">
            {back && (
              <Anchor component={Link} to={back.to} size="sm">
                {back.label}
              </Anchor>
            )}
            <CompanyStatusBadge status={company.status} />
          </Group>
        }
        actions={
          <>
            {extraActions?.(company)}
            <CompanyLifecycleActions company={company} onDeleted={() => onDeleted(company)} />
          </>
        }
      />
      <UrlTabs label={t('companies.tabs.label')} tabs={tabs} />
    </Stack>
  );
}
