import { Button, Checkbox, Group, Select, Stack, TextInput } from '@mantine/core';
import { API_SCOPES, type TCreateApiKey, ZCreateApiKey } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { useAppForm } from '../../../lib/form/use-app-form.ts';

const LIFETIMES = [30, 90, 180, 365, 730] as const;

/** i18n key of a scope (i18next reads ':' as a namespace separator). */
export const scopeLabelKey = (scope: string) => `apiAccess.scopes.${scope.replace(':', '_')}`;

/**
 * Name, scopes and lifetime of a new key, with the server's own rules (ZCreateApiKey). `onSubmit`
 * asks for the password and makes the key; server field errors land on their fields.
 */
export function ApiKeyForm({
  onSubmit,
  busy,
}: {
  onSubmit: (input: TCreateApiKey) => Promise<unknown>;
  busy: boolean;
}) {
  const { t } = useTranslation();
  const form = useAppForm({
    schema: ZCreateApiKey,
    defaultValues: { name: '', scopes: [] as string[], expiresInDays: 365 },
  });
  const submit = form.handleSubmit((data) =>
    onSubmit(data as TCreateApiKey).then(
      () => form.reset(),
      form.serverErrorsOr(() => undefined),
    ),
  );
  const lifetimeLabel = (days: number) =>
    days >= 365 ? t('apiAccess.keys.years', { count: days / 365 }) : t('apiAccess.keys.days', { count: days });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          label={t('apiAccess.keys.name')}
          description={t('apiAccess.keys.nameHint')}
          required
          maxLength={100}
          {...form.textProps('name')}
        />
        <Checkbox.Group
          label={t('apiAccess.keys.scopes')}
          required
          value={form.values.scopes}
          onChange={(value) => form.setValue('scopes', value)}
          error={form.error('scopes')}
        >
          <Stack gap="xs" mt="xs">
            {API_SCOPES.map((scope) => (
              <Checkbox key={scope} value={scope} label={t(scopeLabelKey(scope))} description={scope} />
            ))}
          </Stack>
        </Checkbox.Group>
        <Select
          label={t('apiAccess.keys.lifetime')}
          data={LIFETIMES.map((d) => ({ value: String(d), label: lifetimeLabel(d) }))}
          value={String(form.values.expiresInDays)}
          onChange={(value) => form.setValue('expiresInDays', Number(value ?? 365))}
          allowDeselect={false}
          maw={240}
        />
        <Group>
          <Button type="submit" loading={busy}>
            {t('apiAccess.keys.make')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
