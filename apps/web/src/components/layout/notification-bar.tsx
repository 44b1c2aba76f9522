import { Alert, Stack } from '@mantine/core';
import { type ReactNode, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { type NoticeStore, type NoticeType, notices } from '../../lib/notifications/notice-store.ts';
import { InfoIcon, WarningIcon } from '../icons.tsx';

const STYLE: Record<NoticeType, { color: string; icon: ReactNode }> = {
  info: { color: 'blue', icon: <InfoIcon /> },
  maintenance: { color: 'orange', icon: <WarningIcon /> },
  browser_compatibility: { color: 'red', icon: <WarningIcon /> },
};

/**
 * The notification bar at the top of each layout (spec §2): notices of type info, maintenance or
 * browser_compatibility from the notice store, each dismissible unless marked otherwise. `children`
 * adds bars that manage themselves (the maintenance notice).
 */
export function NotificationBar({ store = notices, children }: { store?: NoticeStore; children?: ReactNode }) {
  const { t } = useTranslation();
  const visible = useSyncExternalStore(store.subscribe, store.visible, store.visible);
  if (visible.length === 0 && !children) return null;
  return (
    <Stack gap={0} role="region" aria-label={t('ui.notices.region')}>
      {children}
      {visible.map((notice) => (
        <Alert
          key={notice.id}
          radius={0}
          variant="light"
          color={STYLE[notice.type].color}
          icon={STYLE[notice.type].icon}
          title={notice.title}
          withCloseButton={notice.dismissible !== false}
          closeButtonLabel={t('ui.alert.dismiss')}
          onClose={() => store.dismiss(notice.id)}
          data-notification-type={notice.type}
        >
          {notice.message}
        </Alert>
      ))}
    </Stack>
  );
}
