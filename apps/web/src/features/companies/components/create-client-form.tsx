import { Button, Fieldset, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { LIMITS, type TCreatedClient } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StaffSelect } from '../../../components/staff-select.tsx';
import { useCreateClientForm } from '../hooks/use-create-client-form.ts';
import { SectorSelect } from './sector-select.tsx';
import { YearEndField } from './year-end-field.tsx';

interface Props {
  /** Provider admins choose the provider user who manages the client; others manage what they create. */
  canChooseManager: boolean;
  onCreated: (created: TCreatedClient) => void;
}

/** The create-client form of spec §7 (POST /api/companies): the company, its admin and its manager. */
export function CreateClientForm({ canChooseManager, onCreated }: Props) {
  const { t } = useTranslation();
  const { form, submit, busy } = useCreateClientForm({ onCreated });
  const f = (key: string) => t(`companies.fields.${key}`);
  const yearEndKey = form.errorKey('accountingYearEnd');

  return (
    <form onSubmit={submit} noValidate aria-label={t('clients.create.title')}>
      <Stack gap="lg">
        <Fieldset legend={t('clients.create.companySection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={f('name')}
              required
              maxLength={LIMITS.companyNameMax}
              autoComplete="organization"
              {...form.textProps('name')}
            />
            <TextInput label={f('companyNumber')} required {...form.textProps('companyNumber')} />
            <SectorSelect
              value={form.values.sector}
              onChange={(v) => form.setValue('sector', v)}
              onBlur={() => form.blur('sector')}
              error={form.error('sector')}
            />
            <YearEndField
              value={form.values.accountingYearEnd}
              onChange={(v) => form.setValue('accountingYearEnd', v)}
              onBlur={() => form.blur('accountingYearEnd')}
              error={
                yearEndKey === 'errors.format'
                  ? t('companies.fields.accountingYearEndIncomplete')
                  : form.error('accountingYearEnd')
              }
            />
            <TextInput
              label={f('externalCompanyId')}
              description={f('externalCompanyIdHint')}
              {...form.textProps('externalCompanyId')}
            />
          </SimpleGrid>
        </Fieldset>
        <Fieldset legend={t('clients.create.peopleSection')}>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            <TextInput
              label={f('companyAdminEmail')}
              description={f('companyAdminEmailHint')}
              required
              type="email"
              autoComplete="off"
              {...form.textProps('companyAdminEmail')}
            />
            <TextInput
              label={f('appealManagerEmail')}
              description={f('appealManagerEmailHint')}
              type="email"
              autoComplete="off"
              {...form.textProps('appealManagerEmail')}
            />
            {canChooseManager && (
              <StaffSelect
                label={f('manager')}
                description={f('managerHint')}
                placeholder={f('managerPlaceholder')}
                value={form.values.gtManagerEmail}
                onChange={(v) => form.setValue('gtManagerEmail', v)}
                onBlur={() => form.blur('gtManagerEmail')}
                error={form.error('gtManagerEmail')}
              />
            )}
          </SimpleGrid>
        </Fieldset>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to="/clients">
            {t('common.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('clients.create.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
