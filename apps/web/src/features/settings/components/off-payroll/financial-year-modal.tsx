import { Checkbox, SimpleGrid, Stack, Textarea, TextInput } from '@mantine/core';
import { DateInput } from '@mantine/dates';
import { type TFinancialYear, ZFinancialYearInput } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { AppModal } from '../../../../components/modals/app-modal.tsx';
import { useAppForm } from '../../../../lib/form/use-app-form.ts';
import { notify } from '../../../../lib/notifications/notify.ts';
import { useCreateFinancialYear, useUpdateFinancialYear } from '../../api/off-payroll-scope.ts';
import { EMPTY_YEAR, toYearInput, type YearFormValues, yearValues } from './year-values.ts';

interface Props {
  companyId: string;
  /** The year to edit; absent: a new one. */
  year?: TFinancialYear;
  opened: boolean;
  onClose: () => void;
}

/** Adds or edits a financial year's size figures and their evidence (the shared schema checks them here too). */
export function FinancialYearModal({ companyId, year, opened, onClose }: Props) {
  const { t } = useTranslation();
  const f = (k: string) => t(`offPayroll.scope.form.${k}`);
  const form = useAppForm({
    schema: ZFinancialYearInput,
    defaultValues: year ? yearValues(year) : EMPTY_YEAR,
    toInput: toYearInput,
  });
  const create = useCreateFinancialYear();
  const update = useUpdateFinancialYear();
  const busy = create.isPending || update.isPending;
  const check = (field: keyof YearFormValues) => ({
    checked: form.values[field] === 'yes',
    onChange: (e: { currentTarget: { checked: boolean } }) =>
      form.setValue(field, e.currentTarget.checked ? 'yes' : ''),
  });
  const money = (field: keyof YearFormValues) => ({
    ...form.textProps(field),
    inputMode: 'decimal' as const,
    leftSection: '£',
  });

  const submit = form.handleSubmit(async (body) => {
    try {
      if (year) await update.mutateAsync({ id: companyId, yearId: year.id, body });
      else await create.mutateAsync({ id: companyId, body });
      notify.success(t('offPayroll.scope.years.saved'));
      onClose();
    } catch (error) {
      if (!form.applyServerErrors(error)) notify.error(error);
    }
  });

  return (
    <AppModal
      title={year ? f('editTitle') : f('addTitle')}
      opened={opened}
      onClose={onClose}
      onSubmit={() => void submit()}
      submitLabel={f('save')}
      busy={busy}
      size="lg"
    >
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <DateInput
            label={f('start')}
            required
            {...form.textProps('start')}
            value={form.values.start || null}
            valueFormat="DD.MM.YYYY"
          />
          <DateInput
            label={f('end')}
            required
            {...form.textProps('end')}
            value={form.values.end || null}
            valueFormat="DD.MM.YYYY"
          />
          <TextInput label={f('turnover')} required {...money('turnover')} />
          <TextInput
            label={f('balanceSheetTotal')}
            description={f('balanceHint')}
            required
            {...money('balanceSheetTotal')}
          />
          <TextInput label={f('employees')} required inputMode="decimal" {...form.textProps('employees')} />
          <DateInput
            label={f('filingDeadline')}
            description={f('filingDeadlineHint')}
            clearable
            {...form.textProps('filingDeadline')}
            value={form.values.filingDeadline || null}
            valueFormat="DD.MM.YYYY"
          />
        </SimpleGrid>
        <Checkbox
          label={f('isGroup')}
          description={f('isGroupHint')}
          {...check('isGroup')}
          error={form.error('isGroup')}
        />
        {form.values.isGroup === 'yes' && (
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            <TextInput label={f('turnoverGross')} {...money('turnoverGross')} />
            <TextInput label={f('balanceSheetGross')} {...money('balanceSheetGross')} />
          </SimpleGrid>
        )}
        <Checkbox label={f('first')} {...check('firstFinancialYear')} />
        <Checkbox label={f('excluded')} description={f('excludedHint')} {...check('excludedFromSmallRegime')} />
        <Textarea
          label={f('evidence')}
          description={f('evidenceHint')}
          required
          autosize
          minRows={2}
          maxLength={500}
          {...form.textProps('evidence')}
        />
      </Stack>
    </AppModal>
  );
}
