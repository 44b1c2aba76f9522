import { Text, Textarea } from '@mantine/core';
import { type TAppeal, ZSubmitToContractor } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { modalSubmit } from '../../../lib/form/modal-submit.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useSubmitToContractor } from '../api/submit-to-contractor.ts';

const toInput = (v: { message: string }) => ({ message: v.message.trim() || undefined });

/** Ask the worker for more (submit to contractor): the appeal goes back to them with an optional message. */
export function AskWorkerModal({ appeal, opened, onClose }: { appeal: TAppeal; opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const form = useAppForm({ schema: ZSubmitToContractor, defaultValues: { message: '' }, toInput });
  const submitToContractor = useSubmitToContractor(appeal.id);
  const { submit, close: done } = modalSubmit(
    form,
    (body) => submitToContractor.mutateAsync(body),
    () => t('appeals.askWorker.done'),
    onClose,
  );
  return (
    <AppModal
      title={t('appeals.askWorker.title')}
      opened={opened}
      onClose={done}
      onSubmit={() => submit()}
      submitLabel={t('appeals.askWorker.submit')}
      busy={submitToContractor.isPending}
    >
      <Text size="sm">{t('appeals.askWorker.description', { email: appeal.contractorEmail })}</Text>
      <Textarea
        label={t('appeals.askWorker.message')}
        autosize
        minRows={3}
        maxLength={5000}
        data-autofocus
        {...form.textProps('message')}
      />
    </AppModal>
  );
}
