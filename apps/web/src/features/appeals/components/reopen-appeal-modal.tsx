import { Text, Textarea } from '@mantine/core';
import { type TAppeal, ZReopenAppeal } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { modalSubmit } from '../../../lib/form/modal-submit.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useReopenAppeal } from '../api/reopen-appeal.ts';

/** Reopen a closed appeal, saying why (the reason is required and kept with the appeal). */
export function ReopenAppealModal({
  appeal,
  opened,
  onClose,
}: {
  appeal: TAppeal;
  opened: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const form = useAppForm({ schema: ZReopenAppeal, defaultValues: { comment: '' } });
  const reopen = useReopenAppeal(appeal.id);
  const { submit, close: done } = modalSubmit(
    form,
    (body) => reopen.mutateAsync(body),
    () => t('appeals.reopen.done'),
    onClose,
  );
  return (
    <AppModal
      title={t('appeals.reopen.title')}
      opened={opened}
      onClose={done}
      onSubmit={() => submit()}
      submitLabel={t('appeals.reopen.submit')}
      busy={reopen.isPending}
    >
      <Text size="sm">{t('appeals.reopen.description')}</Text>
      <Textarea
        label={t('appeals.reopen.comment')}
        required
        autosize
        minRows={3}
        maxLength={5000}
        data-autofocus
        {...form.textProps('comment')}
      />
    </AppModal>
  );
}
