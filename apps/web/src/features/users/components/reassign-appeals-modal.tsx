import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';

export interface ReassignAppealsModalProps {
  opened: boolean;
  /** Whose active appeals would move (the lead stepping down, or the current lead). */
  holder: { name: string; count: number; own: boolean };
  busy?: boolean;
  /** true: move them to the new lead; false: the holder keeps them. */
  onChoose: (swap: boolean) => void;
  /** Back to the appeal-management modal. */
  onCancel: () => void;
}

/**
 * The confirm modal for reassigning active appeals (spec §2, §4): when a lead becomes an appeal
 * manager, or someone else becomes lead, the old lead's active appeals move to the new lead or stay.
 */
export function ReassignAppealsModal({ opened, holder, busy, onChoose, onCancel }: ReassignAppealsModalProps) {
  const { t } = useTranslation();
  return (
    <AppModal
      title={t('appealManagement.reassign.title')}
      opened={opened}
      onClose={onCancel}
      onSubmit={() => onChoose(true)}
      submitLabel={t('appealManagement.reassign.move')}
      busy={busy}
      extraActions={
        <Button variant="default" disabled={busy} onClick={() => onChoose(false)}>
          {t('appealManagement.reassign.keep')}
        </Button>
      }
    >
      <Text size="sm">
        {t(holder.own ? 'appealManagement.reassign.textOwn' : 'appealManagement.reassign.textOldLead', {
          name: holder.name,
          count: holder.count,
        })}
      </Text>
    </AppModal>
  );
}
