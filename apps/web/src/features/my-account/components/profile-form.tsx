import { Button, Group, SimpleGrid, TextInput } from '@mantine/core';
import { type TUser, zRequiredText } from '@statera/shared';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useUpdateUser } from '../../../resources/users/update-user.ts';

const ZProfile = z.object({
  firstName: zRequiredText(100),
  lastName: zRequiredText(100),
  position: z.string().trim().max(191, { error: 'errors.maxLength' }),
});

/** First name, last name and position; saved without a password (not sensitive). */
export function ProfileForm({ user }: { user: TUser }) {
  const { t } = useTranslation();
  const initial = useMemo(
    () => ({ firstName: user.firstName, lastName: user.lastName, position: user.position ?? '' }),
    [user.firstName, user.lastName, user.position],
  );
  const form = useAppForm({ schema: ZProfile, defaultValues: initial });
  const save = useUpdateUser(user.id);
  const changed = (Object.keys(initial) as (keyof typeof initial)[]).some((k) => form.values[k] !== initial[k]);

  const submit = form.handleSubmit((data) =>
    save.mutate(
      { firstName: data.firstName, lastName: data.lastName, position: data.position || null },
      {
        onSuccess: () => notify.success(t('myAccount.profile.saved')),
        onError: form.serverErrorsOr(notify.error),
      },
    ),
  );

  return (
    <form onSubmit={submit} noValidate aria-label={t('myAccount.profile.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextInput
          label={t('myAccount.profile.firstName')}
          required
          autoComplete="given-name"
          {...form.textProps('firstName')}
        />
        <TextInput
          label={t('myAccount.profile.lastName')}
          required
          autoComplete="family-name"
          {...form.textProps('lastName')}
        />
        <TextInput
          label={t('myAccount.profile.position')}
          autoComplete="organization-title"
          {...form.textProps('position')}
        />
      </SimpleGrid>
      <Group justify="flex-end" mt="md">
        <Button type="submit" loading={save.isPending} disabled={!changed}>
          {t('myAccount.profile.save')}
        </Button>
      </Group>
    </form>
  );
}
