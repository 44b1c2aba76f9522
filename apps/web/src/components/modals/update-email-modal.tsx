import { Alert, Checkbox, Text, TextInput } from '@mantine/core';
import { type TUpdateEmail, type TUpdateEmailResult, ZUpdateEmail } from '@statera/shared';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../lib/form/use-app-form.ts';
import { useModalClose } from '../../lib/modals/stack-entry-context.ts';
import { notify } from '../../lib/notifications/notify.ts';
import { errorMessage } from '../../lib/translate-error.ts';
import { AppModal } from './app-modal.tsx';

/**
 * Changes someone's email address (`PUT …/update-email`); "resend" sends the last email that went
 * to the old address to the new one. The texts come from `<namespace>.updateEmail.*`,
 * `<namespace>.notify.emailResent|emailUpdated` and `<namespace>.detail.noEmail` (agencies,
 * intermediaries).
 */
export function UpdateEmailModal({
  namespace,
  name,
  currentEmail,
  mutation,
  opened,
  onClose,
}: {
  namespace: 'agencies' | 'intermediaries';
  name: string;
  currentEmail: string | null;
  mutation: UseMutationResult<TUpdateEmailResult, unknown, TUpdateEmail>;
  opened?: boolean;
  onClose?: () => void;
}) {
  const { t } = useTranslation();
  const k = (key: string) => `${namespace}.${key}`;
  const close = useModalClose(onClose);
  // A failure no field takes (the server's field errors go on their fields).
  const [problem, setProblem] = useState<unknown>(null);
  const form = useAppForm({
    schema: ZUpdateEmail,
    defaultValues: { email: '', resend: true },
    toInput: (v) => ({ email: v.email ?? '', resend: v.resend }),
  });
  const submit = form.handleSubmit((input) =>
    mutation.mutate(input, {
      onSuccess: (result) => {
        notify.success(
          t(k(result.resentEmailId ? 'notify.emailResent' : 'notify.emailUpdated'), { email: result.email }),
        );
        close();
      },
      onError: (e) => setProblem(form.applyServerErrors(e) ? null : e),
    }),
  );
  return (
    <AppModal
      title={t(k('updateEmail.title'), { name })}
      opened={opened}
      onClose={close}
      onSubmit={() => submit()}
      submitLabel={t(k('updateEmail.submit'))}
      busy={mutation.isPending}
    >
      {problem !== null && (
        <Alert color="red" role="alert">
          {errorMessage(t, problem)}
        </Alert>
      )}
      <Text size="sm">{t(k('updateEmail.current'), { email: currentEmail ?? t(k('detail.noEmail')) })}</Text>
      <TextInput label={t(k('updateEmail.email'))} type="email" required data-autofocus {...form.textProps('email')} />
      <Checkbox
        label={t(k('updateEmail.resend'))}
        description={t(k('updateEmail.resendHint'))}
        checked={form.values.resend}
        onChange={(e) => form.setValue('resend', e.currentTarget.checked)}
        disabled={!currentEmail}
      />
    </AppModal>
  );
}
