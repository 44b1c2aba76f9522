import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { missingBrowserFeatures } from '../../lib/browser-support.ts';
import { ModalHost } from '../../lib/modals/modal-host.tsx';
import { modalStack } from '../../lib/modals/modal-stack.ts';
import { notices } from '../../lib/notifications/notice-store.ts';
import { onNavigationCloseModals } from '../navigation-root.tsx';

/**
 * What every layout mounts once: the modal stack (its non-persistent modals close on each
 * navigation, spec §2) and the unsupported-browser notice when a required feature is missing.
 */
export function LayoutServices() {
  const { t } = useTranslation();
  useEffect(() => onNavigationCloseModals(() => modalStack.closeAll()), []);
  useEffect(() => {
    if (missingBrowserFeatures().length === 0) return;
    notices.show({
      id: 'browser_compatibility',
      type: 'browser_compatibility',
      title: t('ui.notices.unsupportedBrowserTitle'),
      message: t('ui.notices.unsupportedBrowser'),
    });
  }, [t]);
  return <ModalHost />;
}
