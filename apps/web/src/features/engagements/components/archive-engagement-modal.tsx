import { Textarea } from '@mantine/core';
import { ZArchiveEngagement } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useArchiveEngagement } from '../api/archive-engagement.ts';

export interface ArchiveEngagementModalProps {
  engagementId: string;
  opened?: boolean;
  onClose?: () => void;
}

/** Archive with a comment (required): the reason is shown on the engagement while it is archived. */
export function ArchiveEngagementModal({ engagementId, opened, onClose }: ArchiveEngagementModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const archive = useArchiveEngagement(engagementId);
  const form = useAppForm({ schema: ZArchiveEngagement, defaultValues: { comment: '' } });
  const submit = form.handleSubmit(async (data) => {
    try {
      await archive.mutateAsync(data);
      notify.success(t('engagementRecords.archive.done'));
      close();
    } catch (error) {
      if (!form.applyServerErrors(error)) notify.error(error);
    }
  });
  return (
    <AppModal
      title={t('engagementRecords.archive.title')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t('engagementRecords.archive.confirm')}
      submitColor="red"
      busy={archive.isPending}
    >
      <Textarea
        label={t('engagementRecords.archive.comment')}
        description={t('engagementRecords.archive.hint')}
        required
        autosize
        minRows={3}
        maxLength={1000}
        data-autofocus
        {...form.textProps('comment')}
      />
    </AppModal>
  );
}
