import { Button, Group, Modal, type ModalProps, Stack } from '@mantine/core';
import type { FormEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useModalClose, useStackEntry } from '../../lib/modals/stack-entry-context.ts';

export interface AppModalProps {
  title: ReactNode;
  children?: ReactNode;
  /** Controlled use; omitted inside a modal shown through modalStack (the stack decides). */
  opened?: boolean;
  onClose?: () => void;
  /** Enter submits: the body is a form and the confirm button its submit button. */
  onSubmit?: () => void;
  /** Label of the submit button (default "Confirm"). */
  submitLabel?: ReactNode;
  submitColor?: string;
  submitDisabled?: boolean;
  /** Shows a loader on the submit button and disables Cancel. */
  busy?: boolean;
  /** Label of the cancel button (default "Cancel"); `false` hides it. */
  cancelLabel?: ReactNode | false;
  /** An uncloseable modal ignores Escape, outside clicks and has no close button. */
  closeable?: boolean;
  size?: ModalProps['size'];
  /** Extra buttons left of Cancel. */
  extraActions?: ReactNode;
}

/**
 * The generic modal (spec §2): Escape and the close button close it unless `closeable` is false;
 * with `onSubmit` its body is a form, so Enter in a field or on the focused confirm button submits.
 * The confirm button takes the initial focus unless a field inside marks itself `data-autofocus`.
 * Use it controlled (`opened`/`onClose`) or inside a component shown with `modalStack.show`.
 */
export function AppModal({
  title,
  children,
  opened,
  onClose,
  onSubmit,
  submitLabel,
  submitColor,
  submitDisabled,
  busy = false,
  cancelLabel,
  closeable = true,
  size = 'md',
  extraActions,
}: AppModalProps) {
  const { t } = useTranslation();
  const entry = useStackEntry();
  const isOpen = opened ?? entry?.opened ?? false;
  const close = useModalClose(onClose);
  const requestClose = () => {
    if (closeable && !busy) close();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!submitDisabled && !busy) onSubmit?.();
  };

  const actions = (onSubmit || cancelLabel !== false) && (
    <Group justify="flex-end" gap="sm" mt="lg">
      {extraActions}
      {cancelLabel !== false && closeable && (
        <Button variant="default" onClick={close} disabled={busy}>
          {cancelLabel ?? t('common.cancel')}
        </Button>
      )}
      {onSubmit && (
        <Button type="submit" color={submitColor} loading={busy} disabled={submitDisabled} data-autofocus>
          {submitLabel ?? t('common.confirm')}
        </Button>
      )}
    </Group>
  );

  return (
    <Modal
      opened={isOpen}
      onClose={requestClose}
      title={title}
      size={size}
      centered
      closeOnEscape={closeable}
      closeOnClickOutside={closeable}
      withCloseButton={closeable}
      closeButtonProps={{ 'aria-label': t('common.close') }}
      keepMounted={entry !== null}
    >
      {onSubmit ? (
        <form onSubmit={submit} noValidate>
          <Stack gap="sm">{children}</Stack>
          {actions}
        </form>
      ) : (
        <>
          <Stack gap="sm">{children}</Stack>
          {actions}
        </>
      )}
    </Modal>
  );
}
