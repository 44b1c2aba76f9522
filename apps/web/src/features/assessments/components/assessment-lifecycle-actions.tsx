import { Button, Paper, Select, Stack, Text, Textarea, Title } from '@mantine/core';
import { REASSESSMENT_REASONS, type TAssessment, type TReassessmentReason } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { ConfirmModal } from '../../../components/modals/confirm-modal.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useCloseReassessment } from '../api/close-reassessment.ts';
import { useStartFollowUp } from '../api/start-follow-up.ts';

interface ModalProps {
  assessment: TAssessment;
  opened?: boolean;
  onClose?: () => void;
}

/** Asks why the reassessment is started, then opens the new one. */
function StartReassessmentModal({ assessment, opened, onClose }: ModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const navigate = useNavigate();
  const start = useStartFollowUp(assessment.id);
  const [reason, setReason] = useState<TReassessmentReason>('manual');
  const submit = async () => {
    try {
      const created = await start.mutateAsync({ kind: 'reassessment', reason });
      notify.success(t('assessmentLifecycle.reassessment.started'));
      close();
      navigate(`/assessments/${created.id}`);
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <AppModal
      title={t('assessmentLifecycle.reassessment.start')}
      opened={opened}
      onClose={close}
      onSubmit={() => void submit()}
      submitLabel={t('assessmentLifecycle.reassessment.start')}
      busy={start.isPending}
    >
      <Text size="sm">{t('assessmentLifecycle.reassessment.description')}</Text>
      <Select
        label={t('assessmentLifecycle.reassessment.reason')}
        data={REASSESSMENT_REASONS.map((r) => ({ value: r, label: t(`assessmentLifecycle.reasons.${r}`) }))}
        value={reason}
        onChange={(v) => v && setReason(v as TReassessmentReason)}
        allowDeselect={false}
        data-autofocus
      />
    </AppModal>
  );
}

/** Closes the reassessment without a new result; the comment goes to the specialist by email. */
function CloseReassessmentModal({ assessment, opened, onClose }: ModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const closeIt = useCloseReassessment(assessment.id);
  const [comment, setComment] = useState('');
  const submit = async () => {
    try {
      await closeIt.mutateAsync({ additionalMailComment: comment.trim() || undefined });
      notify.success(t('assessmentLifecycle.close.done'));
      close();
    } catch (error) {
      notify.error(error);
    }
  };
  return (
    <AppModal
      title={t('assessmentLifecycle.close.title')}
      opened={opened}
      onClose={close}
      onSubmit={() => void submit()}
      submitLabel={t('assessmentLifecycle.close.confirm')}
      submitColor="orange"
      busy={closeIt.isPending}
    >
      <Text size="sm">{t('assessmentLifecycle.close.description')}</Text>
      <Textarea
        label={t('assessmentLifecycle.close.comment')}
        autosize
        minRows={3}
        maxLength={5000}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        data-autofocus
      />
    </AppModal>
  );
}

/**
 * What follows an assessment, as the server's abilities allow: start a reassessment or a
 * continuous-employment assessment after an approved result, or close an open reassessment.
 */
export function AssessmentLifecycleActions({ assessment }: { assessment: TAssessment }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const start = useStartFollowUp(assessment.id);
  const { startReassessment, closeReassessment, startContinuousEmployment } = assessment.abilities;
  if (!startReassessment && !closeReassessment && !startContinuousEmployment) return null;

  const askContinuous = () =>
    modalStack.show(ConfirmModal, {
      title: t('assessmentLifecycle.continuous.start'),
      message: t('assessmentLifecycle.continuous.confirm'),
      confirmLabel: t('assessmentLifecycle.continuous.start'),
      onConfirm: async () => {
        try {
          const created = await start.mutateAsync({ kind: 'continuous' });
          notify.success(t('assessmentLifecycle.continuous.started'));
          navigate(`/assessments/${created.id}`);
        } catch (error) {
          notify.error(error);
          throw error;
        }
      },
    });

  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby="lifecycle-title">
      <Stack gap="sm">
        <Title order={2} fz="h4" id="lifecycle-title">
          {t('assessmentLifecycle.title')}
        </Title>
        {startReassessment && (
          <Button variant="light" onClick={() => modalStack.show(StartReassessmentModal, { assessment })}>
            {t('assessmentLifecycle.reassessment.start')}
          </Button>
        )}
        {startContinuousEmployment && (
          <Button variant="light" onClick={askContinuous} loading={start.isPending}>
            {t('assessmentLifecycle.continuous.start')}
          </Button>
        )}
        {closeReassessment && (
          <Button
            variant="light"
            color="orange"
            onClick={() => modalStack.show(CloseReassessmentModal, { assessment })}
          >
            {t('assessmentLifecycle.close.title')}
          </Button>
        )}
      </Stack>
    </Paper>
  );
}
