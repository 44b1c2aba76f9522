import { Alert, Button, Divider, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { type TAssessment, ZReturnAssessment } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useApproveAssessment } from '../api/approve-assessment.ts';
import { useReturnAssessment } from '../api/return-assessment.ts';
import { RejectAssessmentModal } from './reject-assessment-modal.tsx';

const EMPTY = { comment: '' };

/** The approver's decision: approve (after a confirm), or return to the specialist with a required comment. */
export function ReviewActions({ assessment, onDone }: { assessment: TAssessment; onDone: () => void }) {
  const { t } = useTranslation();
  const approve = useApproveAssessment(assessment.id);
  const giveBack = useReturnAssessment(assessment.id);
  const form = useAppForm({ schema: ZReturnAssessment, defaultValues: EMPTY });
  const r = (k: string) => t(`assessments.review.${k}`);
  const failed = approve.error ?? giveBack.error;

  const approveNow = async () => {
    try {
      await approve.mutateAsync(undefined);
    } catch {
      // The question closes; the failure shows above the actions.
      return;
    }
    notify.success(t('notification.approveAssessment'));
    onDone();
  };
  const askToApprove = () =>
    modalStack.show(ConfirmModal, {
      title: r('approve'),
      message: r('approveConfirm'),
      confirmLabel: r('approve'),
      color: 'teal',
      onConfirm: approveNow,
    });

  const onReturn = form.handleSubmit((data) =>
    giveBack.mutate(data, {
      onSuccess: () => {
        notify.success(t('notification.returnAssessment'));
        onDone();
      },
      onError: form.applyServerErrors,
    }),
  );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="decision-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="decision-title">
          {r('decision')}
        </Title>
        {failed && (
          <Alert color="red" role="alert">
            {errorMessage(t, failed)}
          </Alert>
        )}
        {assessment.abilities.approve && (
          <Group>
            <Button color="teal" size="md" onClick={askToApprove} loading={approve.isPending}>
              {r('approve')}
            </Button>
          </Group>
        )}
        {assessment.abilities.approve && assessment.abilities.returnToReview && <Divider />}
        {assessment.abilities.returnToReview && (
          <form onSubmit={onReturn} noValidate>
            <Stack gap="xs">
              <Textarea
                label={r('returnComment')}
                placeholder={r('returnCommentPlaceholder')}
                required
                autosize
                minRows={3}
                maxLength={5000}
                {...form.textProps('comment')}
              />
              <Group>
                <Button type="submit" color="orange" variant="light" loading={giveBack.isPending}>
                  {r('return')}
                </Button>
              </Group>
            </Stack>
          </form>
        )}
        {assessment.abilities.reject && (
          <Group>
            <Button
              color="red"
              variant="subtle"
              onClick={() => modalStack.show(RejectAssessmentModal, { assessment, onDone })}
            >
              {t('assessmentLifecycle.reject.open')}
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
