import { Button, Group } from '@mantine/core';
import type { TEngagedEntityDetail } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { can } from '../../../lib/abilities.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useArchiveEngagedEntity } from '../api/archive-engaged-entity.ts';
import { useDeleteEngagedEntity } from '../api/delete-engaged-entity.ts';
import { useRestoreEngagedEntity } from '../api/restore-engaged-entity.ts';
import { EditEngagedEntityModal } from './engaged-entity-form-modal.tsx';
import { IndividualModal } from './individual-modals.tsx';

/** Edit, add an individual, archive or restore, delete: each shown only when the server allows it. */
export function EntityActions({ entity }: { entity: TEngagedEntityDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const archive = useArchiveEngagedEntity(entity.id);
  const restore = useRestoreEngagedEntity(entity.id);
  const remove = useDeleteEngagedEntity(entity.id);
  const l = (k: string) => t(`intermediaries.actions.${k}`, { name: entity.name });

  const confirm = (action: 'archive' | 'restore' | 'delete') =>
    modalStack.show(ConfirmModal, {
      title: l(`${action}Title`),
      message: l(`${action}Text`),
      confirmLabel: l(action),
      color: action === 'restore' ? undefined : 'red',
      onConfirm: async () => {
        try {
          if (action === 'archive') await archive.mutateAsync(undefined);
          else if (action === 'restore') await restore.mutateAsync(undefined);
          else {
            await remove.mutateAsync(undefined);
            navigate('/intermediaries');
          }
          notify.success(l(`${action}Done`));
        } catch (error) {
          notify.rethrow(error);
        }
      },
    });

  return (
    <Group gap="sm">
      {can(entity, 'edit') && (
        <Button variant="default" onClick={() => modalStack.show(EditEngagedEntityModal, { entity })}>
          {l('edit')}
        </Button>
      )}
      {can(entity, 'addIndividual') && (
        <Button variant="default" onClick={() => modalStack.show(IndividualModal, { entityId: entity.id })}>
          {t('intermediaries.individuals.add')}
        </Button>
      )}
      {can(entity, 'archive') && (
        <Button variant="default" color="red" onClick={() => confirm('archive')}>
          {l('archive')}
        </Button>
      )}
      {can(entity, 'restore') && (
        <Button variant="default" onClick={() => confirm('restore')}>
          {l('restore')}
        </Button>
      )}
      {can(entity, 'delete') && (
        <Button variant="subtle" color="red" onClick={() => confirm('delete')}>
          {l('delete')}
        </Button>
      )}
    </Group>
  );
}
