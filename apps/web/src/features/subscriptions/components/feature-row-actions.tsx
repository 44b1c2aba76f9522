import { Button, Group } from '@mantine/core';
import type { TCompanyFeature } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { formatDate } from '../../../lib/format.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useFeatureMutations } from '../../../resources/features/feature-mutations.ts';

/**
 * The subscription actions the server allows on one row (its abilities), each behind a confirm
 * modal: activate (12 months), extend (12 more months), auto renewal on or off, deactivate.
 */
export function FeatureRowActions({ feature }: { feature: TCompanyFeature }) {
  const { t } = useTranslation();
  const m = useFeatureMutations();
  const ref = { companyId: feature.company.id, name: feature.name };
  const vars = { feature: t(`subscriptions.names.${feature.name}`), company: feature.company.name };
  const can = (a: string) => feature.abilities[a] === true;
  const confirm = (key: string, run: () => Promise<unknown>, color?: string) =>
    modalStack.show(ConfirmModal, {
      title: t(`subscriptions.confirm.${key}Title`, vars),
      message: t(`subscriptions.confirm.${key}Text`, { ...vars, dateEnd: formatDate(feature.dateEnd) }),
      confirmLabel: t(`subscriptions.actions.${key}`),
      color,
      onConfirm: () => run().then(() => notify.success(t(`subscriptions.done.${key}`, vars)), notify.rethrow),
    });

  return (
    <Group gap={6} wrap="wrap">
      {can('activate') && (
        <Button
          size="xs"
          onClick={() => confirm('activate', () => m.activate.mutateAsync({ ...ref, autoRenewal: false }))}
        >
          {t('subscriptions.actions.activate')}
        </Button>
      )}
      {can('extend') && (
        <Button
          size="xs"
          variant="default"
          onClick={() => confirm('extend', () => m.update.mutateAsync({ ...ref, extend: true }))}
        >
          {t('subscriptions.actions.extend')}
        </Button>
      )}
      {can('changeAutoRenewal') &&
        (feature.autoRenewal ? (
          <Button
            size="xs"
            variant="default"
            onClick={() => confirm('autoRenewalOff', () => m.update.mutateAsync({ ...ref, autoRenewal: false }))}
          >
            {t('subscriptions.actions.autoRenewalOff')}
          </Button>
        ) : (
          <Button
            size="xs"
            variant="default"
            onClick={() => confirm('autoRenewalOn', () => m.update.mutateAsync({ ...ref, autoRenewal: true }))}
          >
            {t('subscriptions.actions.autoRenewalOn')}
          </Button>
        ))}
      {can('deactivate') && (
        <Button
          size="xs"
          variant="light"
          color="red"
          onClick={() => confirm('deactivate', () => m.deactivate.mutateAsync(ref), 'red')}
        >
          {t('subscriptions.actions.deactivate')}
        </Button>
      )}
    </Group>
  );
}
