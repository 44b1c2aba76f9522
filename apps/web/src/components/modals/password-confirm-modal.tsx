import { PasswordInput, Text } from '@mantine/core';
import { zRequiredString } from '@statera/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../lib/api-error.ts';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { useModalClose } from '../../lib/modals/stack-entry-context.ts';
import { errorMessage } from '../../lib/translate-error.ts';
import { AppModal } from './app-modal.tsx';

const ZPassword = z.object({ password: zRequiredString() });
const INITIAL = { password: '' };

export interface PasswordConfirmModalProps {
  title: string;
  description?: string;
  confirmLabel?: string;
  /** Checks the password (usually a server call); a thrown error is shown on the password field. */
  onConfirm: (password: string) => Promise<unknown>;
  /** After onConfirm succeeded and the modal closed. */
  onConfirmed?: () => void;
  /** The modal went away without a confirmation (Cancel, Escape, navigation). */
  onDismissed?: () => void;
  /** Controlled use; omit both when shown through modalStack. */
  opened?: boolean;
  onClose?: () => void;
}

/**
 * Password confirmation (spec §2): title, description, a password field with show/hide, Cancel and
 * Confirm. A failed `onConfirm` puts the server's message on the password field (spec §8).
 */
export function PasswordConfirmModal({
  title,
  description,
  confirmLabel,
  onConfirm,
  onConfirmed,
  onDismissed,
  opened,
  onClose,
}: PasswordConfirmModalProps) {
  const { t } = useTranslation();
  const close = useModalClose(onClose);
  const form = useAppForm({ schema: ZPassword, defaultValues: INITIAL });
  const [busy, setBusy] = useState(false);
  // Settled once confirmed or dismissed, so the callbacks run at most once each.
  const settled = useRef(false);
  const dismissedRef = useRef(onDismissed);
  dismissedRef.current = onDismissed;
  const dismiss = () => {
    close();
    if (!settled.current) dismissedRef.current?.();
    settled.current = true;
  };

  // Removed from the stack by navigation or closeAll: that is a dismissal too.
  useEffect(
    () => () => {
      if (!settled.current) dismissedRef.current?.();
    },
    [],
  );

  const submit = form.handleSubmit(async ({ password }) => {
    setBusy(true);
    try {
      await onConfirm(password);
      settled.current = true;
      close();
      onConfirmed?.();
    } catch (error) {
      // The field's own error if the server gave one, else the call's message (spec §8).
      const fieldKey = error instanceof ApiError ? error.fieldErrors.password : undefined;
      form.applyServerErrors({ password: fieldKey ?? errorMessage(t, error) });
    } finally {
      setBusy(false);
    }
  });

  return (
    <AppModal
      title={title}
      opened={opened}
      onClose={dismiss}
      onSubmit={() => submit()}
      submitLabel={confirmLabel}
      busy={busy}
    >
      {description && <Text size="sm">{description}</Text>}
      <PasswordInput
        label={t('ui.passwordModal.password')}
        autoComplete="current-password"
        data-autofocus
        visibilityToggleButtonProps={{ 'aria-label': t('ui.passwordModal.toggleVisibility') }}
        {...form.textProps('password')}
      />
    </AppModal>
  );
}
