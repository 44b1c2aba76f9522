import { Anchor, Paper, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../../components/page-header.tsx';
import { can } from '../../../lib/abilities.ts';
import { useCurrentUser } from '../../../lib/current-user.ts';
import { CreateClientForm } from '../components/create-client-form.tsx';

/** /clients/create (provider staff): a new client, whose admin is invited; then its page. */
export function CreateClientPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const viewer = useCurrentUser();
  return (
    <Stack gap="md">
      <PageHeader
        title={t('clients.create.title')}
        description={t('clients.create.description')}
        above={
          <Anchor component={Link} to="/clients" size="sm">
            {t('clients.backToList')}
          </Anchor>
        }
      />
      <Paper withBorder p="md" radius="md">
        <CreateClientForm
          canChooseManager={can(viewer, 'manageProviderStaff')}
          onCreated={(created) => navigate(`/clients/${created.id}`)}
        />
      </Paper>
    </Stack>
  );
}
