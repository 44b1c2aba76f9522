import { Alert, Button, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header.tsx';
import { MaintenanceWindowsPanel } from '../../features/maintenance/components/maintenance-windows-panel.tsx';
import { useCan } from '../../lib/current-user.ts';

/** /settings for provider staff: maintenance windows (provider admins) and the way to a client's settings. */
export function PlatformSettingsPage() {
  const { t } = useTranslation();
  const manageMaintenance = useCan('manageMaintenance');
  const viewClients = useCan('viewClients');
  return (
    <Stack gap="md">
      <PageHeader title={t('settings.platform.title')} description={t('settings.platform.description')} />
      {viewClients && (
        <Alert color="blue">
          <Stack gap="xs" align="flex-start">
            {t('settings.platform.clientHint')}
            <Button component={Link} to="/clients" size="xs" variant="light">
              {t('settings.platform.openClients')}
            </Button>
          </Stack>
        </Alert>
      )}
      {manageMaintenance && <MaintenanceWindowsPanel />}
    </Stack>
  );
}
