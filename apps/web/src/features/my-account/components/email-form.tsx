import { Button, Group, TextInput } from '@mantine/core';
import { type TUser, zEmail } from '@statera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useAuthorizationToken } from '../../../lib/use-authorization-token.ts';
import { useUpdateUser } from '../../../resources/users/update-user.ts';

const ZEmailChange = z.object({ email: zEmail() });

/** A new sign-in email, confirmed with the password first (a sensitive change, spec §6). */
export function EmailForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const initial = useMemo(() => ({ email: user.email }), [user.email]);
  const form = useAppForm({ schema: ZEmailChange, defaultValues: initial });
  const save = useUpdateUser(user.id);
  const authorize = useAuthorizationToken();
  const changed = form.values.email.trim().toLowerCase() !== user.email;

  const submit = form.handleSubmit(async ({ email }) => {
    const authorization = await authorize({
      title: t('myAccount.email.confirmTitle'),
      description: t('myAccount.email.confirmText', { email }),
    });
    if (!authorization) return;
    save.mutate(
      { email, authorization },
      {
        onSuccess: () => notify.success(t('myAccount.email.saved')),
        onError: form.serverErrorsOr(notify.error),
      },
    );
  });

  return (
    <form onSubmit={submit} noValidate aria-label={t('myAccount.email.title')}>
      <TextInput
        maw={480}
        label={t('myAccount.email.label')}
        type="email"
        required
        autoComplete="email"
        {...form.textProps('email')}
      />
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={save.isPending} disabled={!changed}>
          {t('myAccount.email.save')}
        </Button>
      </Group>
    </form>
  );
}
