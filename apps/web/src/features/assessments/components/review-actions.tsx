import { Alert, Button, Divider, Group, Paper, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type TAssessment, ZReturnAssessment } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useApproveAssessment } from '../api/approve-assessment.ts';
import { useReturnAssessment } from '../api/return-assessment.ts';
import { ConfirmModal } from './confirm-modal.tsx';

const EMPTY = { comment: '' };

/** The approver's decision: approve (after a confirm), or return to the specialist with a required comment. */
export function ReviewActions({ assessment, onDone }: { assessment: TAssessment; onDone: () => void }) {
  const { t } = useTranslation();
  const approve = useApproveAssessment(assessment.id);
  const giveBack = useReturnAssessment(assessment.id);
  const form = useAppForm({ schema: ZReturnAssessment, defaultValues: EMPTY });
  const [confirming, setConfirming] = useState(false);
  const r = (k: string) => t(`assessments.review.${k}`);
  const failed = approve.error ?? giveBack.error;

  const onApprove = () =>
    approve.mutate(undefined, {
      onSuccess: () => {
        setConfirming(false);
        notifications.show({ color: 'teal', message: r('approved') });
        onDone();
      },
      onError: () => setConfirming(false),
    });

  const onReturn = form.handleSubmit((data) =>
    giveBack.mutate(data, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: r('returned') });
        onDone();
      },
      onError: form.applyServerErrors,
    }),
  );

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="decision-title">
      <Stack gap="md">
        <Title order={2} fz="h4" id="decision-title">
          {r('title')}
        </Title>
        {failed && (
          <Alert color="red" role="alert">
            {errorMessage(t, failed)}
          </Alert>
        )}
        {assessment.abilities.approve && (
          <Group>
            <Button color="teal" size="md" onClick={() => setConfirming(true)} loading={approve.isPending}>
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
      </Stack>
      <ConfirmModal
        opened={confirming}
        title={r('approve')}
        message={r('approveConfirm')}
        confirmLabel={r('approve')}
        loading={approve.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={onApprove}
      />
    </Paper>
  );
}
