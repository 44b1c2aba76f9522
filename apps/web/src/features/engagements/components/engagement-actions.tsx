import { Button, Group, Menu } from '@mantine/core';
import type { TEngagement } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useDeleteEngagement } from '../api/delete-engagement.ts';
import { ArchiveEngagementModal } from './archive-engagement-modal.tsx';
import { EngagementDatesModal } from './engagement-dates-modal.tsx';
import { TransformEngagementModal } from './transform-engagement-modal.tsx';

interface Item {
  key: string;
  run: () => unknown;
  color?: string;
}

/**
 * What may be done to the engagement, as the server's abilities say: change dates, transform a test
 * engagement, duplicate, archive, restore and delete, each behind its modal or confirmation.
 */
export function EngagementActions({ engagement: e }: { engagement: TEngagement }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteEngagement(e.id);
  const a = e.abilities;
  const l = (k: string) => t(`engagementRecords.actions.${k}`);

  const askDelete = () =>
    modalStack.show(ConfirmModal, {
      title: t('engagementRecords.delete.title'),
      message: t('engagementRecords.delete.message'),
      confirmLabel: t('engagementRecords.delete.confirm'),
      color: 'red',
      onConfirm: async () => {
        try {
          await remove.mutateAsync();
          notify.success(t('engagementRecords.delete.done'));
          navigate('/engagements');
        } catch (error) {
          notify.error(error);
          throw error;
        }
      },
    });

  const candidates: (Item | false | undefined)[] = [
    a.changeDates && {
      key: 'changeDates',
      run: () => modalStack.show(EngagementDatesModal, { engagement: e, mode: 'dates' }),
    },
    a.transform && { key: 'transform', run: () => modalStack.show(TransformEngagementModal, { engagement: e }) },
    a.duplicate && { key: 'duplicate', run: () => navigate(`/engagements/create?duplicate=${e.id}`) },
    a.archive && { key: 'archive', run: () => modalStack.show(ArchiveEngagementModal, { engagementId: e.id }) },
    a.delete && { key: 'delete', run: askDelete, color: 'red' },
  ];
  const items = candidates.filter((x): x is Item => Boolean(x));

  if (items.length === 0 && !a.restore) return null;
  return (
    <Group gap="xs">
      {a.restore && (
        <Button onClick={() => modalStack.show(EngagementDatesModal, { engagement: e, mode: 'restore' })}>
          {l('restore')}
        </Button>
      )}
      {items.length > 0 && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <Button variant="default">{l('menu')}</Button>
          </Menu.Target>
          <Menu.Dropdown>
            {items.map((item) => (
              <Menu.Item key={item.key} color={item.color} onClick={() => void item.run()}>
                {l(item.key)}
              </Menu.Item>
            ))}
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
