import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalClose } from '../../lib/modals/stack-entry-context.ts';
import { AppModal } from './app-modal.tsx';

export interface TypedConfirmModalProps {
  title: string;
  description?: string;
  /** The word to type; the translated "Reject" by default (spec §5). */
  word?: string;
  confirmLabel?: string;
  /** May return a promise; the button shows a loader meanwhile and the modal closes when it resolves. */
  onConfirm: () => unknown;
  opened?: boolean;
  onClose?: () => void;
}

/** Confirmation by typing a word ("Reject" confirms a rejection, spec §5); Confirm stays disabled until it matches. */
export function TypedConfirmModal({
  title,
  description,
  word,
  confirmLabel,
  onConfirm,
  opened,
  onClose,
}: TypedConfirmModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const expected = word ?? t('ui.typedConfirm.rejectWord');
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = typed.trim() === expected;

  const submit = async () => {
    setBusy(true);
    try {
      await onConfirm();
      close();
    } catch {
      // The caller reports the failure; the modal stays open to retry.
    } finally {
      setBusy(false);
    }
  };

  return (
    <AppModal
      title={title}
      opened={opened}
      onClose={close}
      onSubmit={() => void submit()}
      submitLabel={confirmLabel ?? expected}
      submitColor="red"
      submitDisabled={!matches}
      busy={busy}
    >
      {description && <Text size="sm">{description}</Text>}
      <TextInput
        label={t('ui.typedConfirm.label', { word: expected })}
        value={typed}
        onChange={(e) => setTyped(e.currentTarget.value)}
        autoComplete="off"
        data-autofocus
      />
    </AppModal>
  );
}
