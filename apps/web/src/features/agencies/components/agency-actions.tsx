import { Button, Group } from '@mantine/core';
import type { TAgency } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { can } from '../../../lib/abilities.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useDeleteAgency } from '../api/delete-agency.ts';
import { AgencyFormModal, UpdateAgencyEmailModal } from './agency-modals.tsx';

/** Edit, update email, delete: each shown only when the server allows it. */
export function AgencyActions({ agency }: { agency: TAgency }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteAgency(agency.id);
  const confirmDelete = () =>
    modalStack.show(ConfirmModal, {
      title: t('agencies.actions.deleteTitle', { name: agency.name }),
      message: t('agencies.actions.deleteText'),
      confirmLabel: t('agencies.actions.delete'),
      color: 'red',
      onConfirm: async () => {
        try {
          await remove.mutateAsync(undefined);
          notify.success(t('agencies.actions.deleteDone', { name: agency.name }));
          navigate('/agencies');
        } catch (error) {
          notify.rethrow(error);
        }
      },
    });
  return (
    <Group gap="sm">
      {can(agency, 'edit') && (
        <>
          <Button variant="default" onClick={() => modalStack.show(AgencyFormModal, { agency })}>
            {t('agencies.actions.edit')}
          </Button>
          <Button variant="default" onClick={() => modalStack.show(UpdateAgencyEmailModal, { agency })}>
            {t('agencies.actions.updateEmail')}
          </Button>
        </>
      )}
      {can(agency, 'delete') && (
        <Button variant="subtle" color="red" onClick={confirmDelete}>
          {t('agencies.actions.delete')}
        </Button>
      )}
    </Group>
  );
}
