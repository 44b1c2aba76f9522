import { Button, Group, PasswordInput, SimpleGrid, Text, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { refineAfter, withCrossFieldRules, zDate, zEmailAddress, zPassword } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ApiError } from '../../../lib/api-error.ts';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { DemoSection } from './demo-section.tsx';

/** A form schema as the server would share it: the end date is related to the start date. */
const schema = withCrossFieldRules(
  z.object({
    email: zEmailAddress({ required: true }),
    password: zPassword(),
    start: zDate({ required: true }),
    end: zDate(),
  }),
  refineAfter('end', 'start'),
);
const EMPTY = { email: '', password: '', start: '', end: '' };

/** What a server answers for an address already in use: a field error by key (spec §8). */
const emailTaken = () => new ApiError(422, 'errors.validationFailed', '', { email: ['errors.emailTaken'] });

/**
 * Forms of spec §5: errors after blur or a submit attempt, related fields revalidated together
 * (change the start date below an end date), server field errors mapped onto their field (any
 * address at example.test is "taken"), and the password's show/hide button.
 */
export function FormsDemo() {
  const { t } = useTranslation();
  const form = useAppForm({ schema, defaultValues: EMPTY });
  const [sent, setSent] = useState(false);
  const f = (k: string) => t(`devUi.forms.${k}`);

  const submit = form.handleSubmit((data) => {
    setSent(false);
    if (data.email.endsWith('@example.test')) form.applyServerErrors(emailTaken());
    else setSent(true);
  });

  return (
    <DemoSection title={t('devUi.sections.forms')}>
      <Text size="sm" c="dimmed">
        {f('hint')}
      </Text>
      <form onSubmit={submit} noValidate aria-label={t('devUi.sections.forms')}>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" maw={720}>
          <TextInput label={f('email')} required type="email" {...form.textProps('email')} />
          <PasswordInput label={f('password')} required {...form.passwordProps('password')} />
          {(['start', 'end'] as const).map((field) => (
            <DateInput
              key={field}
              label={f(field)}
              required={field === 'start'}
              {...form.textProps(field)}
              value={form.values[field] || null}
              placeholder={t('ui.datePeriod.placeholder')}
            />
          ))}
        </SimpleGrid>
        <Group mt="md" gap="sm">
          <Button type="submit">{f('submit')}</Button>
          <Button variant="default" onClick={form.reset}>
            {f('reset')}
          </Button>
          {sent && (
            <Text size="sm" role="status">
              {f('sent')}
            </Text>
          )}
        </Group>
      </form>
    </DemoSection>
  );
}
