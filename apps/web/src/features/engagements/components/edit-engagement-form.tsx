import { Button, Group, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { type TEngagement, ZUpdateEngagement } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/option-select.tsx';
import { useAppForm } from '../../../lib/form/use-app-form.ts';
import { notify } from '../../../lib/notifications/notify.ts';
import { useAgencyOptions } from '../../../resources/companies/get-agency-options.ts';
import { useDepartments } from '../../../resources/companies/get-departments.ts';
import { useUpdateEngagement } from '../api/update-engagement.ts';

const toOptions = (xs: { id: string; name: string }[] | undefined) => xs?.map((x) => ({ value: x.id, label: x.name }));

type Values = {
  departmentId: string;
  agencyId: string;
  serviceProvided: string;
  contractValue: string;
  yourReference: string;
};

const toInput = (v: Values) => ({
  departmentId: v.departmentId || null,
  agencyId: v.agencyId || null,
  serviceProvided: v.serviceProvided,
  // a pounds amount: commas are thousands separators (£1,200.50)
  contractValue: v.contractValue.replace(/[£,\s]/g, '') || undefined,
  yourReference: v.yourReference.trim() || null,
});

const valuesOf = (e: TEngagement): Values => ({
  departmentId: e.department?.id ?? '',
  agencyId: e.agency?.id ?? '',
  serviceProvided: e.serviceProvided,
  contractValue: (e.contractValue / 100).toFixed(2),
  yourReference: e.yourReference ?? '',
});

/** Edits what may change after logging (PUT engagements/{id}), with the create form's rules. */
export function EditEngagementForm({ engagement: e }: { engagement: TEngagement }) {
  const { t } = useTranslation();
  const initial = valuesOf(e);
  const form = useAppForm({ schema: ZUpdateEngagement, defaultValues: initial, toInput });
  const update = useUpdateEngagement(e.id);
  const departments = useDepartments(e.company.id);
  const agencies = useAgencyOptions(e.company.id);
  const l = (k: string) => t(`engagementRecords.fields.${k}`);
  const changed = (Object.keys(initial) as (keyof Values)[]).some((k) => form.values[k] !== initial[k]);

  const onSubmit = form.handleSubmit(async (data) => {
    try {
      await update.mutateAsync(data);
      notify.success(t('engagementRecords.edit.done'));
    } catch (error) {
      if (!form.applyServerErrors(error)) notify.error(error);
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('engagementRecords.edit.title')}>
      <Stack gap="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <OptionSelect
            label={l('department')}
            options={toOptions(departments.data)}
            loading={departments.isFetching}
            value={form.values.departmentId}
            onChange={(id) => form.setValue('departmentId', id)}
            error={form.error('departmentId')}
          />
          <OptionSelect
            label={l('agency')}
            options={toOptions(agencies.data)}
            loading={agencies.isFetching}
            value={form.values.agencyId}
            onChange={(id) => form.setValue('agencyId', id)}
            error={form.error('agencyId')}
          />
          <TextInput
            label={l('contractValue')}
            required
            inputMode="decimal"
            leftSection="£"
            {...form.textProps('contractValue')}
          />
          <TextInput label={l('yourReference')} maxLength={191} {...form.textProps('yourReference')} />
        </SimpleGrid>
        <Textarea
          label={l('serviceProvided')}
          required
          autosize
          minRows={2}
          maxLength={500}
          {...form.textProps('serviceProvided')}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={update.isPending} disabled={!changed}>
            {t('common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
