import { Alert, Text } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type TAssessment, ZChangeDueDate } from '@statera/shared';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useChangeDueDate } from '../api/change-due-date.ts';

export interface ChangeDueDateModalProps {
  assessment: Pick<TAssessment, 'id' | 'dueDate'>;
  opened?: boolean;
  onClose?: () => void;
}

/** Moves the assessment's due date (not into the past); the specialist is emailed. Show it with modalStack. */
export function ChangeDueDateModal({ assessment, opened, onClose }: ChangeDueDateModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const form = useAppForm({ schema: ZChangeDueDate, defaultValues: { dueDate: assessment.dueDate } });
  const mutation = useChangeDueDate(assessment.id);
  const l = (k: string) => t(`assessmentSeats.dueDate.${k}`);

  const submit = form.handleSubmit((data) =>
    mutation.mutate(data, {
      onSuccess: () => {
        notify.success(l('done'));
        close();
      },
      onError: (e) => form.applyServerErrors(e),
    }),
  );

  return (
    <AppModal
      title={l('title')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={l('submit')}
      busy={mutation.isPending}
    >
      {mutation.isError && (
        <Alert color="red" role="alert">
          {errorMessage(t, mutation.error)}
        </Alert>
      )}
      <Text size="sm">{l('text')}</Text>
      <DateInput
        label={l('label')}
        required
        data-autofocus
        minDate={dayjs().format('YYYY-MM-DD')}
        valueFormat="DD.MM.YYYY"
        {...form.textProps('dueDate')}
        value={form.values.dueDate || null}
        popoverProps={{ withinPortal: true }}
      />
    </AppModal>
  );
}
