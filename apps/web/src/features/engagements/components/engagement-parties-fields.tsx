import { Button, Group, SimpleGrid } from '@mantine/core';
import { useDebouncedValue, useDisclosure } from '@mantine/hooks';
import { LIMITS, type TEngagedEntity } from '@statera/shared';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgencyOptions } from '../api/get-agencies.ts';
import { useCompanyOptions } from '../api/get-company-options.ts';
import { useDepartments } from '../api/get-departments.ts';
import { useEngagedEntities } from '../api/get-engaged-entities.ts';
import type { useCreateEngagementForm } from '../hooks/use-create-engagement-form.ts';
import { EngagedEntityModal } from './engaged-entity-modal.tsx';
import { QuerySelect } from './query-select.tsx';

type Ctl = ReturnType<typeof useCreateEngagementForm>;
const toOptions = (items: { id: string; name: string }[] | undefined) =>
  items?.map((i) => ({ value: i.id, label: i.name }));

/** Company, engaged entity (or a new one), engaged individual, department and agency. */
export function EngagementPartiesFields({ ctl }: { ctl: Ctl }) {
  const { t } = useTranslation();
  const { form, choose } = ctl;
  const v = form.values;
  const [entityOpened, entityModal] = useDisclosure(false);
  const companies = useCompanyOptions('');
  // Entities are searched on the server (it answers at most 100); the chosen one stays an option.
  const [picked, setPicked] = useState<TEngagedEntity | null>(null);
  const [entitySearch, setEntitySearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(entitySearch.trim(), LIMITS.optionSearchDebounceMs);
  const entities = useEngagedEntities(v.companyId, debouncedSearch === picked?.name ? '' : debouncedSearch);
  const entityOptions = [...(picked ? [picked] : []), ...(entities.data ?? []).filter((e) => e.id !== picked?.id)];
  const departments = useDepartments(v.companyId);
  const agencies = useAgencyOptions(v.companyId);
  const entity = picked?.id === v.engagedEntityId ? picked : undefined;
  const l = (k: string) => t(`engagements.create.${k}`);

  // One company to choose from: choose it.
  const onlyCompany = companies.data?.length === 1 ? companies.data[0]?.id : undefined;
  useEffect(() => {
    if (onlyCompany && v.companyId === '') choose('companyId', onlyCompany);
  }, [onlyCompany, v.companyId, choose]);

  const chooseCompany = (id: string) => {
    if (id === v.companyId) return;
    setPicked(null);
    setEntitySearch('');
    choose('companyId', id);
  };

  const chooseEntity = (chosen: TEngagedEntity | null) => {
    setPicked(chosen);
    choose('engagedEntityId', chosen?.id ?? '');
    const individuals = chosen?.engagedIndividuals ?? [];
    if (individuals.length === 1 && individuals[0]) form.setValue('engagedIndividualId', individuals[0].id);
  };

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <QuerySelect
        style={{ gridColumn: '1 / -1' }}
        label={l('company')}
        required
        options={toOptions(companies.data)}
        loading={companies.isPending}
        value={v.companyId}
        onChange={chooseCompany}
        onBlur={() => form.blur('companyId')}
        error={form.error('companyId')}
      />
      <div>
        <QuerySelect
          label={l('engagedEntity')}
          required
          disabled={!v.companyId}
          placeholder={!v.companyId ? l('chooseCompanyFirst') : undefined}
          options={toOptions(entityOptions)}
          loading={entities.isFetching}
          value={v.engagedEntityId}
          searchValue={entitySearch}
          onSearchChange={setEntitySearch}
          onChange={(id) => chooseEntity(entityOptions.find((e) => e.id === id) ?? null)}
          onBlur={() => form.blur('engagedEntityId')}
          error={form.error('engagedEntityId')}
        />
        <Group justify="flex-end" mt={4}>
          <Button variant="subtle" size="compact-sm" disabled={!v.companyId} onClick={entityModal.open}>
            + {l('newEntity')}
          </Button>
        </Group>
      </div>
      <QuerySelect
        label={l('engagedIndividual')}
        required
        disabled={!entity}
        placeholder={!entity ? l('chooseEntityFirst') : undefined}
        options={entity?.engagedIndividuals.map((i) => ({
          value: i.id,
          label: i.email ? `${i.name} (${i.email})` : i.name,
        }))}
        value={v.engagedIndividualId}
        onChange={(id) => choose('engagedIndividualId', id)}
        onBlur={() => form.blur('engagedIndividualId')}
        error={form.error('engagedIndividualId')}
      />
      <QuerySelect
        label={l('department')}
        disabled={!v.companyId}
        options={toOptions(departments.data)}
        loading={departments.isFetching}
        value={v.departmentId}
        onChange={(id) => choose('departmentId', id)}
        error={form.error('departmentId')}
      />
      <QuerySelect
        label={l('agency')}
        disabled={!v.companyId}
        options={toOptions(agencies.data)}
        loading={agencies.isFetching}
        value={v.agencyId}
        onChange={(id) => choose('agencyId', id)}
        error={form.error('agencyId')}
      />
      <EngagedEntityModal
        companyId={v.companyId}
        opened={entityOpened}
        onClose={entityModal.close}
        onCreated={(created) => {
          entityModal.close();
          chooseEntity(created);
        }}
      />
    </SimpleGrid>
  );
}
