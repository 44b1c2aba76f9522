import { Button, Stack, Text, TextInput, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { useAppForm } from '../../../lib/form/use-app-form.ts';
import type { ZTaxNumberStep } from '../registration-schema.ts';

export type TaxNumberForm = ReturnType<typeof useAppForm<typeof ZTaxNumberStep, { taxNumber: string }>>;

interface Props {
  companyName: string | null;
  /** Owned by the page, so a tax-number error from the final submit shows here when the user comes back. */
  form: TaxNumberForm;
  onNext: (taxNumber: string) => void;
}

/** The company tax number step (spec §5 `nip`: a UK client's UTR), checked with HMRC's check digit before going on. */
export function TaxNumberStep({ companyName, form, onNext }: Props) {
  const { t } = useTranslation();
  const onSubmit = form.handleSubmit((data) => onNext(data.taxNumber.replace(/[\s-]/g, '')));

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="tax-number-title">
      <Stack gap="md">
        <div>
          <Title order={2} id="tax-number-title">
            {t('registration.taxNumber.title')}
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            {t('registration.taxNumber.description', { company: companyName ?? '' })}
          </Text>
        </div>
        <TextInput
          label={t('registration.taxNumber.label')}
          inputMode="numeric"
          autoComplete="off"
          required
          {...form.textProps('taxNumber')}
        />
        <Button type="submit" fullWidth>
          {t('registration.taxNumber.next')}
        </Button>
      </Stack>
    </form>
  );
}
