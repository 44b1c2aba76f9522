import { Button, Group } from '@mantine/core';
import type { TCompany } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useArchiveCompany } from '../api/archive-company.ts';
import { useDeleteCompany } from '../api/delete-company.ts';
import { useRestoreCompany } from '../api/restore-company.ts';

/** Reports a failed call and keeps the confirm modal open (it stays open when onConfirm throws). */
const reportFailure = (error: unknown) => {
  notify.error(error);
  throw error;
};

interface Props {
  company: TCompany;
  /** Where to go once the company is deleted. */
  onDeleted: () => void;
}

/** Archive, restore and delete, each behind a confirm modal, as the server's abilities allow. */
export function CompanyLifecycleActions({ company, onDeleted }: Props) {
  const { t } = useTranslation();
  const archive = useArchiveCompany();
  const restore = useRestoreCompany();
  const remove = useDeleteCompany();
  const can = (ability: string) => company.abilities[ability] === true;
  const name = company.name;
  const kind = company.mainCompany ? 'client' : 'subsidiary';

  const ask = (action: 'archive' | 'restore' | 'delete', run: () => Promise<unknown>, done: () => void) =>
    modalStack.show(ConfirmModal, {
      title: t(`companies.lifecycle.${action}Title`, { name }),
      message: t(`companies.lifecycle.${action}Text.${kind}`),
      confirmLabel: t(`companies.lifecycle.${action}`),
      color: action === 'restore' ? undefined : 'red',
      onConfirm: () => run().then(done, reportFailure),
    });

  if (!can('archive') && !can('restore') && !can('delete')) return null;
  return (
    <Group gap="sm">
      {can('archive') && (
        <Button
          variant="default"
          onClick={() =>
            ask(
              'archive',
              () => archive.mutateAsync(company.id),
              () => notify.success(t('notification.archiveCompany', { name })),
            )
          }
        >
          {t('companies.lifecycle.archive')}
        </Button>
      )}
      {can('restore') && (
        <Button
          variant="default"
          onClick={() =>
            ask(
              'restore',
              () => restore.mutateAsync(company.id),
              () => notify.success(t('notification.restoreCompany', { name })),
            )
          }
        >
          {t('companies.lifecycle.restore')}
        </Button>
      )}
      {can('delete') && (
        <Button
          color="red"
          variant="light"
          onClick={() =>
            ask(
              'delete',
              () => remove.mutateAsync(company.id),
              () => {
                notify.success(t('notification.deleteCompany', { name }));
                onDeleted();
              },
            )
          }
        >
          {t('companies.lifecycle.delete')}
        </Button>
      )}
    </Group>
  );
}
