import { Anchor, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { queryFallback } from '../../../components/query-states.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { useCompany } from '../../../resources/companies/get-company.ts';
import { HoldingSettingsForm } from '../components/holding-settings-form.tsx';

/**
 * /settings: the group settings of the viewer's client, or (provider staff, `?companyId=`) of a client
 * they manage. Editable by the group admin (the server's editHolding ability), read-only for others
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
      <HoldingSettingsForm key={JSON.stringify(company.holding)} company={company} holding={company.holding} />
    </Stack>
  );
}
