import { Text } from '@mantine/core';
import { type ReactNode, useState } from 'react';
import { useModalClose } from '../../lib/modals/stack-entry-context.ts';
import { AppModal } from './app-modal.tsx';

export interface ConfirmModalProps {
  title: string;
  message?: ReactNode;
  confirmLabel?: string;
  /** Button colour, e.g. "red" for destructive actions. */
  color?: string;
  /** May return a promise; the modal closes when it resolves and stays open if it throws. */
  onConfirm: () => unknown;
  opened?: boolean;
  onClose?: () => void;
}

/** A yes/no question: Enter confirms, Escape cancels. */
export function ConfirmModal({ title, message, confirmLabel, color, onConfirm, opened, onClose }: ConfirmModalProps) {
  const close = useModalClose(onClose);
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    setBusy(true);
    try {
      await onConfirm();
      close();
    } catch {
      // The caller shows the failure (a notification); the question stays open to retry.
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
      submitLabel={confirmLabel}
      submitColor={color}
      busy={busy}
    >
      {typeof message === 'string' ? <Text size="sm">{message}</Text> : message}
    </AppModal>
  );
}
