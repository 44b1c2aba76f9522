import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { UrlTabs } from '../../../components/url-tabs.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useCompany } from '../../../resources/companies/get-company.ts';
import { HoldingSettingsForm } from '../components/holding-settings-form.tsx';
import { OffPayrollSection } from '../components/off-payroll/off-payroll-section.tsx';
import { WebhooksSection } from '../components/webhooks/webhooks-section.tsx';

/**
 * /settings: the group settings of the viewer's client, or (provider staff, `?companyId=`) of a client
 * they manage; a second tab holds the group's off-payroll scope (`?tab=offPayroll`). Editable by the group admin (the server's editHolding ability), read-only for others
 * who may see them; anyone else gets 403.
 */
export function SettingsPage() {
  const { t } = useTranslation();
  const viewer = useCurrentUser();
  const [search] = useSearchParams();
  const fromQuery = search.get('companyId');
  const companyId = fromQuery || viewer.companyId || '';
  const query = useCompany(companyId);
  if (!companyId) throw new ApiError(404, 'errors.notFound', 'No company');
  if (!query.data) return queryFallback(query);
  const company = query.data;
  if (!company.holding) throw new ApiError(403, 'errors.forbidden', 'Group settings are not available to you.');

  return (
    <Stack gap="md">
      <PageHeader
        title={t('settings.title')}
        description={t('settings.description', { name: company.name })}
        above={
          fromQuery && (
            <Anchor component={Link} to={`/clients/${encodeURIComponent(company.id)}`} size="sm">
              {t('settings.backToClient', { name: company.name })}
            </Anchor>
          )
        }
      />
      <UrlTabs
        label={t('offPayroll.tabs.label')}
        tabs={[
          {
            value: 'general',
            label: t('offPayroll.tabs.general'),
            content: (
              <HoldingSettingsForm key={JSON.stringify(company.holding)} company={company} holding={company.holding} />
            ),
          },
          // The group's off-payroll scope (issue 28): the same people see it as see the group settings.
          {
            value: 'offPayroll',
            label: t('offPayroll.tabs.scope'),
            content: <OffPayrollSection companyId={company.id} />,
          },
          // The group's webhook endpoints (issue 27): its client admin and provider admins.
          ...(company.abilities.manageWebhooks
            ? [{ value: 'webhooks', label: t('webhooks.tab'), content: <WebhooksSection companyId={company.id} /> }]
            : []),
        ]}
      />
    </Stack>
  );
}
