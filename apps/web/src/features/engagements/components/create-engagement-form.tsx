import { Alert, Button, Checkbox, Fieldset, Group, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import type { TEngagement, TUserOption } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/option-select.tsx';
import { ApiError } from '../../../lib/api-error.ts';
import { errorMessage } from '../../../lib/translate-error.ts';
import { useCompanyUserOptions } from '../../../resources/companies/get-user-options.ts';
import { type EngagementFormValues, useCreateEngagementForm } from '../hooks/use-create-engagement-form.ts';
import { EngagementPartiesFields } from './engagement-parties-fields.tsx';
import { ChainEditor } from './liability/chain-editor.tsx';

const userOptions = (users: TUserOption[] | undefined) =>
  users?.map((u) => ({ value: u.email, label: `${u.name} (${u.email})${u.position ? ` · ${u.position}` : ''}` }));

interface Props {
  onCreated: (engagement: TEngagement) => void;
  onCancel?: () => void;
  /** Values to start from: a chosen company (/clients/{id}/engagements/create) or a duplicated engagement. */
  initial?: Partial<EngagementFormValues>;
}

/** Logs an engagement: the ZCreateEngagement schema validates it here exactly as on the server. */
export function CreateEngagementForm({ onCreated, onCancel, initial }: Props) {
  const { t } = useTranslation();
  const ctl = useCreateEngagementForm(onCreated, initial);
  const { form, choose, onSubmit, mutation } = ctl;
  const specialists = useCompanyUserOptions(form.values.companyId, { role: 'specialist' });
  const approvers = useCompanyUserOptions(form.values.companyId, { role: 'approver' });
  const l = (k: string) => t(`engagements.create.${k}`);
  // Field errors are shown beside the fields; other failures (403, 409, network) above the form.
  const generalError =
    mutation.isError && !(mutation.error instanceof ApiError && Object.keys(mutation.error.errors).length > 0);

  return (
    <form onSubmit={onSubmit} noValidate aria-label={l('title')}>
      <Stack gap="lg">
        {generalError && (
          <Alert color="red" role="alert">
            {errorMessage(t, mutation.error)}
          </Alert>
        )}
        <Fieldset legend={l('sections.parties')} radius="md">
          <EngagementPartiesFields ctl={ctl} />
        </Fieldset>
        <Fieldset legend={l('sections.contract')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {(['contractStart', 'contractEnd'] as const).map((field) => (
              <DateInput
                key={field}
                label={l(field)}
                required
                {...form.textProps(field)}
                value={form.values[field] || null}
                placeholder={t('ui.datePeriod.placeholder')}
              />
            ))}
            <TextInput
              label={l('contractValue')}
              required
              inputMode="decimal"
              leftSection="£"
              {...form.textProps('contractValue')}
            />
            <TextInput label={l('yourReference')} maxLength={191} {...form.textProps('yourReference')} />
          </SimpleGrid>
          <Checkbox
            mt="md"
            label={l('preliminary')}
            description={l('preliminaryHint')}
            checked={form.values.preliminary === 'yes'}
            onChange={(e) => form.setValue('preliminary', e.currentTarget.checked ? 'yes' : '')}
          />
          <Checkbox
            mt="md"
            label={t('engagementRecords.create.test')}
            description={t('engagementRecords.create.testHint')}
            checked={form.values.test === 'yes'}
            onChange={(e) => form.setValue('test', e.currentTarget.checked ? 'yes' : '')}
          />
          <Textarea
            mt="md"
            label={l('serviceProvided')}
            required
            autosize
            minRows={2}
            maxLength={500}
            {...form.textProps('serviceProvided')}
          />
        </Fieldset>
        {form.values.companyId && (
          <Fieldset legend={t('offPayroll.chain.formTitle')} radius="md">
            <Text size="sm" c="dimmed" mb="sm">
              {t('offPayroll.chain.formText')}
            </Text>
            <ChainEditor companyId={form.values.companyId} clientName="" rows={ctl.chain} onChange={ctl.setChain} />
          </Fieldset>
        )}
        <Fieldset legend={l('sections.people')} radius="md">
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <OptionSelect
              label={l('specialist')}
              required
              disabled={!form.values.companyId}
              options={userOptions(specialists.data)}
              loading={specialists.isFetching}
              value={form.values.specialistEmail}
              onChange={(email) => choose('specialistEmail', email)}
              onBlur={() => form.blur('specialistEmail')}
              error={form.error('specialistEmail')}
            />
            <OptionSelect
              label={l('approver')}
              required
              disabled={!form.values.companyId}
              options={userOptions(approvers.data)}
              loading={approvers.isFetching}
              value={form.values.approverEmail}
              onChange={(email) => choose('approverEmail', email)}
              onBlur={() => form.blur('approverEmail')}
              error={form.error('approverEmail')}
            />
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end">
          {onCancel && (
            <Button variant="default" onClick={onCancel}>
              {t('common.cancel')}
            </Button>
          )}
          <Button type="submit" loading={mutation.isPending}>
            {l('submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
