import { Alert, Text, TextInput } from '@mantine/core';
import { type TAssessment, zEmail } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { type AssessmentSeat, useChangeSeat } from '../api/change-seat.ts';

const ZSeatForm = z.object({ email: zEmail() });
/** The server names the field newAnswererEmail / newApproverEmail; the form has one email field. */
const SERVER_FIELD: Record<AssessmentSeat, string> = { answerer: 'newAnswererEmail', approver: 'newApproverEmail' };

export interface ChangeSeatModalProps {
  assessment: Pick<TAssessment, 'id' | 'answerer' | 'approver'>;
  seat: AssessmentSeat;
  opened?: boolean;
  onClose?: () => void;
}

/**
 * Gives the specialist or approver seat to another person of the group, by email (the swap-role
 * modal of spec §2). The server checks the person and emails both. Show it with modalStack.
 */
export function ChangeSeatModal({ assessment, seat, opened, onClose }: ChangeSeatModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const form = useAppForm({ schema: ZSeatForm, defaultValues: { email: '' } });
  const mutation = useChangeSeat(assessment.id, seat);
  const l = (k: string, v?: Record<string, string>) => t(`assessmentSeats.${seat}.${k}`, v);
  const current = seat === 'answerer' ? assessment.answerer : assessment.approver;

  const submit = form.handleSubmit((data) =>
    mutation.mutate(data, {
      onSuccess: () => {
        notify.success(l('done'));
        close();
      },
      onError: (e) => {
        form.applyServerErrors(
          e instanceof ApiError
            ? new ApiError(e.status, e.error_key, e.message, { email: e.errors[SERVER_FIELD[seat]] ?? [] })
            : e,
        );
      },
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
      {mutation.isError && !form.error('email') && (
        <Alert color="red" role="alert">
          {errorMessage(t, mutation.error)}
        </Alert>
      )}
      <Text size="sm">{l('text', { name: current.name || current.email })}</Text>
      <TextInput label={l('email')} type="email" required data-autofocus {...form.textProps('email')} />
    </AppModal>
  );
}
