import { SimpleGrid } from '@mantine/core';
import type { TEngagedEntity } from '@statera/shared';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OptionSelect } from '../../../components/option-select.tsx';
import { useOptionSearch } from '../../../lib/use-option-search.ts';
import { useAgencyOptions } from '../../../resources/companies/get-agency-options.ts';
import { useDepartments } from '../../../resources/companies/get-departments.ts';
import { useEngagedEntities } from '../../../resources/companies/get-engaged-entity-options.ts';

/** The engagement's parties now: the company whose options are offered and the current entity. */
export interface CurrentParties {
  companyId: string;
  engagedEntityId: string;
  engagedEntityName: string;
  engagedIndividualId: string;
  agencyId: string | null;
  departmentId: string | null;
}

/** Chosen for "no agency" / "no department" (sent as null); '' leaves the party unchanged. */
export const NO_PARTY = 'none';

type PartyField = 'engagedEntityId' | 'engagedIndividualId' | 'agencyId' | 'departmentId';
interface PartyForm {
  values: Record<PartyField, string>;
  setValue: (field: PartyField, value: string) => void;
  blur: (field: PartyField) => void;
  error: (field: PartyField) => string | undefined;
}

const toOptions = (items: { id: string; name: string }[] | undefined, exclude?: string | null) =>
  items?.filter((i) => i.id !== exclude).map((i) => ({ value: i.id, label: i.name }));

/**
 * New parties of a contract change: another engaged entity (with one of its individuals), another
 * individual of the current entity, another agency or none, another department or none. Options are
 * the group's, from the company option resources; the current party is not offered.
 */
export function ContractChangePartyFields({ form, current }: { form: PartyForm; current: CurrentParties }) {
  const { t } = useTranslation();
  const l = (k: string) => t(`contractChanges.form.${k}`);
  const v = form.values;
  const search = useOptionSearch();
  const [picked, setPicked] = useState<TEngagedEntity | null>(null);
  const entities = useEngagedEntities(current.companyId, search.query);
  const currentEntity = useEngagedEntities(current.companyId, current.engagedEntityName);
  const agencies = useAgencyOptions(current.companyId);
  const departments = useDepartments(current.companyId);
  const entityOptions = [...(picked ? [picked] : []), ...(entities.data ?? []).filter((e) => e.id !== picked?.id)];
  const entity = v.engagedEntityId
    ? picked
    : (currentEntity.data?.find((e) => e.id === current.engagedEntityId) ?? null);
  const individuals = entity?.engagedIndividuals.filter((i) => i.id !== current.engagedIndividualId);

  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      <OptionSelect
        label={l('engagedEntityId')}
        placeholder={l('unchanged')}
        search={search}
        options={toOptions(entityOptions, current.engagedEntityId)}
        loading={entities.isFetching}
        value={v.engagedEntityId}
        onChange={(id) => {
          setPicked(entityOptions.find((e) => e.id === id) ?? null);
          form.setValue('engagedEntityId', id);
          const only = entityOptions.find((e) => e.id === id)?.engagedIndividuals;
          form.setValue('engagedIndividualId', only?.length === 1 ? only[0]!.id : '');
        }}
        onBlur={() => form.blur('engagedEntityId')}
        error={form.error('engagedEntityId')}
        comboboxProps={{ withinPortal: true }}
      />
      <OptionSelect
        label={l('engagedIndividualId')}
        placeholder={l('unchanged')}
        required={v.engagedEntityId !== ''}
        options={toOptions(individuals)}
        loading={currentEntity.isFetching}
        value={v.engagedIndividualId}
        onChange={(id) => form.setValue('engagedIndividualId', id)}
        onBlur={() => form.blur('engagedIndividualId')}
        error={form.error('engagedIndividualId')}
        comboboxProps={{ withinPortal: true }}
      />
      <OptionSelect
        label={l('agencyId')}
        placeholder={l('unchanged')}
        options={[
          ...(current.agencyId ? [{ value: NO_PARTY, label: l('noAgency') }] : []),
          ...(toOptions(agencies.data, current.agencyId) ?? []),
        ]}
        loading={agencies.isFetching}
        value={v.agencyId}
        onChange={(id) => form.setValue('agencyId', id)}
        error={form.error('agencyId')}
        comboboxProps={{ withinPortal: true }}
      />
      <OptionSelect
        label={l('departmentId')}
        placeholder={l('unchanged')}
        options={[
          ...(current.departmentId ? [{ value: NO_PARTY, label: l('noDepartment') }] : []),
          ...(toOptions(departments.data, current.departmentId) ?? []),
        ]}
        loading={departments.isFetching}
        value={v.departmentId}
        onChange={(id) => form.setValue('departmentId', id)}
        error={form.error('departmentId')}
        comboboxProps={{ withinPortal: true }}
      />
    </SimpleGrid>
  );
}
