import { Alert, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { WarningIcon } from '../../../components/icons.tsx';
import { formatDateTime } from '../../../lib/format.ts';
import { useMaintenance } from '../api/get-maintenance.ts';
import { readDismissed, rememberDismissed, windowToAnnounce } from '../maintenance-notice.ts';

/** The dismissible maintenance notice bar, shown from 48 hours before a planned window until it starts. */
export function MaintenanceBar() {
  const { t } = useTranslation();
  const { data } = useMaintenance();
  const [dismissed, setDismissed] = useState(readDismissed);
  const [now, setNow] = useState(Date.now);

  // Appear and disappear on time without a reload.
  useEffect(() => {
    const id = window.setInterval(() => setNow(Date.now()), 60_000);
    return () => window.clearInterval(id);
  }, []);

  const notice = windowToAnnounce(data, now, dismissed);
  if (!notice) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      radius={0}
      icon={<WarningIcon />}
      withCloseButton
      closeButtonLabel={t('maintenance.bar.dismiss')}
      onClose={() => setDismissed(rememberDismissed(notice.id))}
      title={t('maintenance.bar.title')}
      role="status"
      data-notification-type="maintenance"
    >
      <Text size="sm">
        {t('maintenance.bar.message', {
          start: formatDateTime(notice.startsAt),
          end: formatDateTime(notice.endsAt),
        })}
      </Text>
      {notice.message && (
        <Text size="sm" mt={4}>
          {notice.message}
        </Text>
      )}
    </Alert>
  );
}
