import { Autocomplete, Button, Group, SimpleGrid } from '@mantine/core';
import type { TEngagedEntity } from '@statera/shared';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/option-select.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { useOptionSearch } from '../../../lib/use-option-search.ts';
import { useAgencyOptions } from '../../../resources/companies/get-agency-options.ts';
import { useCompanyOptions } from '../../../resources/companies/get-company-options.ts';
import { useDepartments } from '../../../resources/companies/get-departments.ts';
import { useEngagedEntities } from '../../../resources/companies/get-engaged-entity-options.ts';
import { useEngagedIndividualRoles } from '../api/get-engaged-individual-roles.ts';
import type { useCreateEngagementForm } from '../hooks/use-create-engagement-form.ts';
import { EngagedEntityModal } from './engaged-entity-modal.tsx';

type Ctl = ReturnType<typeof useCreateEngagementForm>;
const toOptions = (items: { id: string; name: string }[] | undefined) =>
  items?.map((i) => ({ value: i.id, label: i.name }));

/** Company, engaged entity (or a new one), engaged individual, department and agency. */
export function EngagementPartiesFields({ ctl }: { ctl: Ctl }) {
  const { t } = useTranslation();
  const { form, choose } = ctl;
  const v = form.values;
  const companies = useCompanyOptions('');
  // Entities are searched on the server (it answers at most 100); the chosen one stays an option.
  const [picked, setPicked] = useState<TEngagedEntity | null>(null);
  const entitySearch = useOptionSearch();
  const entities = useEngagedEntities(v.companyId, entitySearch.query);
  const entityOptions = [...(picked ? [picked] : []), ...(entities.data ?? []).filter((e) => e.id !== picked?.id)];
  const departments = useDepartments(v.companyId);
  const agencies = useAgencyOptions(v.companyId);
  const roles = useEngagedIndividualRoles(v.companyId);
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
    entitySearch.setSearch('');
    choose('companyId', id);
  };

  const chooseEntity = (chosen: TEngagedEntity | null) => {
    setPicked(chosen);
    choose('engagedEntityId', chosen?.id ?? '');
    const individuals = chosen?.engagedIndividuals ?? [];
    if (individuals.length === 1 && individuals[0]) form.setValue('engagedIndividualId', individuals[0].id);
  };
  // The modal sits on the modal stack with the props it was opened with: it calls the latest chooser.
  const chooseLatest = useRef(chooseEntity);
  chooseLatest.current = chooseEntity;
  const openNewEntity = () =>
    modalStack.show(EngagedEntityModal, {
      companyId: v.companyId,
      onCreated: (created: TEngagedEntity) => chooseLatest.current(created),
    });

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
      <OptionSelect
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
        <OptionSelect
          label={l('engagedEntity')}
          required
          disabled={!v.companyId}
          placeholder={!v.companyId ? l('chooseCompanyFirst') : undefined}
          options={toOptions(entityOptions)}
          loading={entities.isFetching}
          value={v.engagedEntityId}
          search={entitySearch}
          onChange={(id) => chooseEntity(entityOptions.find((e) => e.id === id) ?? null)}
          onBlur={() => form.blur('engagedEntityId')}
          error={form.error('engagedEntityId')}
        />
        <Group justify="flex-end" mt={4}>
          <Button variant="subtle" size="compact-sm" disabled={!v.companyId} onClick={openNewEntity}>
            + {l('newEntity')}
          </Button>
        </Group>
      </div>
      <OptionSelect
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
      <Autocomplete
        label={l('engagedIndividualRole')}
        description={l('engagedIndividualRoleHint')}
        disabled={!v.companyId}
        maxLength={191}
        data={roles.data ?? []}
        {...form.textProps('engagedIndividualRole')}
      />
      <OptionSelect
        label={l('department')}
        disabled={!v.companyId}
        options={toOptions(departments.data)}
        loading={departments.isFetching}
        value={v.departmentId}
        onChange={(id) => choose('departmentId', id)}
        error={form.error('departmentId')}
      />
      <OptionSelect
        label={l('agency')}
        disabled={!v.companyId}
        options={toOptions(agencies.data)}
        loading={agencies.isFetching}
        value={v.agencyId}
        onChange={(id) => choose('agencyId', id)}
        error={form.error('agencyId')}
      />
    </SimpleGrid>
  );
}
