import { Alert, Button, List, Stack, Text } from '@mantine/core';
import type { TUnchangedAnswer } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../components/modals/app-modal.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { useModalClose } from '../../../lib/modals/stack-entry-context.ts';
import { UNKNOWN_ANSWER } from './interview-question.tsx';

interface ReviewProps {
  answers: TUnchangedAnswer[];
  onConfirm: () => Promise<unknown>;
  opened?: boolean;
  onClose?: () => void;
}

/** The answers that come back, each question with its earlier answer, to read before confirming them all. */
function UnchangedAnswersModal({ answers, onConfirm, opened, onClose }: ReviewProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const [busy, setBusy] = useState(false);
  const label = (a: { id: string; content: string }) =>
    a.id === UNKNOWN_ANSWER ? t('assessments.interview.unknown') : a.content;
  return (
    <AppModal
      title={t('interviewUnchanged.reviewTitle', { count: answers.length })}
      opened={opened}
      onClose={close}
      size="lg"
      busy={busy}
      onSubmit={() => {
        setBusy(true);
        // A failure shows above the question; the list stays open to read again.
        void onConfirm().then(close, () => setBusy(false));
      }}
      submitLabel={t('interviewUnchanged.confirm', { count: answers.length })}
    >
      <Stack gap="sm">
        <Text size="sm">{t('interviewUnchanged.reviewText')}</Text>
        <List type="ordered" spacing="sm">
          {answers.map((a) => (
            <List.Item key={a.questionId}>
              <Text size="sm" fw={600}>
                {a.content}
              </Text>
              <Text size="sm">{a.answers.map(label).join(' · ')}</Text>
            </List.Item>
          ))}
        </List>
      </Stack>
    </AppModal>
  );
}

/**
 * After an answer changed, the later answers come back pre-selected one by one; this offers to read
 * them all in a list and confirm them together ("confirm the N unchanged answers").
 */
export function UnchangedAnswersNotice({
  answers,
  onConfirm,
  pending,
}: {
  answers: TUnchangedAnswer[];
  onConfirm: (ids: string[]) => Promise<unknown>;
  pending: boolean;
}) {
  const { t } = useTranslation();
  if (answers.length < 2) return null;
  const review = () =>
    modalStack.show(UnchangedAnswersModal, {
      answers,
      onConfirm: () => onConfirm(answers.map((a) => a.questionId)),
    });
  return (
    <Alert color="blue" title={t('interviewUnchanged.title', { count: answers.length })}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t('interviewUnchanged.text')}</Text>
        <Button size="xs" variant="light" onClick={review} loading={pending}>
          {t('interviewUnchanged.review', { count: answers.length })}
        </Button>
      </Stack>
    </Alert>
  );
}
