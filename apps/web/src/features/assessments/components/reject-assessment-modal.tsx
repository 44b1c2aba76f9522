import { Text, Textarea, TextInput } from '@mantine/core';
import { REJECT_CONFIRMATION, type TAssessment, ZRejectAssessment } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useRejectAssessment } from '../api/reject-assessment.ts';

export interface RejectAssessmentModalProps {
  assessment: TAssessment;
  onDone: () => void;
  opened?: boolean;
  onClose?: () => void;
}

const EMPTY = { confirmation: '', reason: '' };

/**
 * The approver rejects for good (spec §4 "cannot be completed"): a required reason, and the word
 * "Reject" typed to confirm (spec §5); the server checks both again.
 */
export function RejectAssessmentModal({ assessment, onDone, opened, onClose }: RejectAssessmentModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const form = useAppForm({ schema: ZRejectAssessment, defaultValues: EMPTY });
  const reject = useRejectAssessment(assessment.id);
  const l = (k: string, o?: Record<string, unknown>) => t(`assessmentLifecycle.reject.${k}`, o);

  const submit = form.handleSubmit(async (body) => {
    try {
      await reject.mutateAsync(body);
      notify.success(l('done'));
      close();
      onDone();
    } catch (error) {
      if (!(error instanceof ApiError && form.applyServerErrors(error))) notify.error(error);
    }
  });

  return (
    <AppModal
      title={l('title')}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={l('confirm')}
      submitColor="red"
      busy={reject.isPending}
    >
      <Text size="sm">{l('description')}</Text>
      <Textarea label={l('reason')} required rows={3} maxLength={5000} data-autofocus {...form.textProps('reason')} />
      <TextInput
        label={l('typeWord', { word: REJECT_CONFIRMATION })}
        required
        autoComplete="off"
        {...form.textProps('confirmation')}
      />
    </AppModal>
  );
}
