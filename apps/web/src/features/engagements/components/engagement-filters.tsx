import { Group, MultiSelect } from '@mantine/core';
import {
  ENGAGED_ENTITY_TYPES,
  ENGAGEMENT_DATE_FILTERS,
  ENGAGEMENT_TYPES,
  type TDateFilterPeriod,
} from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { DatePeriodFilter } from '../../../components/date-period-filter.tsx';
import type { EngagementListState } from '../hooks/use-engagement-list-params.ts';
import { DepartmentFilter } from './department-filter.tsx';

const many = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);
const one = (v: string | string[] | undefined) => (typeof v === 'string' ? v : '');

/** The date filters shown in the bar: when the engagement was logged and when its contract ends. */
const SHOWN_DATES = ENGAGEMENT_DATE_FILTERS.filter((f) => f.key === 'created' || f.key === 'end');

/**
 * The engagement list's filters beside the status header filter: type (test or normal), engaged
 * entity type, company and department, and the created and contract-end periods (spec §7, §9). They live in the URL and are
 * remembered locally with the list (useEngagementListParams).
 */
export function EngagementFilters({
  list,
}: {
  list: Pick<EngagementListState, 'filters' | 'setFilter' | 'setFilters'>;
}) {
  const { t } = useTranslation();
  const l = (k: string) => t(`engagementRecords.filters.${k}`);
  return (
    <Group gap="md" align="flex-start" wrap="wrap">
      <MultiSelect
        label={l('types')}
        data={ENGAGEMENT_TYPES.map((v) => ({ value: v, label: t(`engagementRecords.type.${v}`) }))}
        value={many(list.filters.types)}
        onChange={(v) => list.setFilter('types', v)}
        placeholder={many(list.filters.types).length === 0 ? l('all') : undefined}
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        w={{ base: '100%', xs: 200 }}
      />
      <MultiSelect
        label={l('entityType')}
        data={ENGAGED_ENTITY_TYPES.map((v) => ({ value: v, label: t(`status.entityType.${v}`) }))}
        value={many(list.filters.engagedEntityType)}
        onChange={(v) => list.setFilter('engagedEntityType', v)}
        placeholder={many(list.filters.engagedEntityType).length === 0 ? l('all') : undefined}
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        w={{ base: '100%', xs: 240 }}
      />
      <DepartmentFilter list={list} />
      {SHOWN_DATES.map((f) => (
        <DatePeriodFilter<TDateFilterPeriod>
          key={f.key}
          label={l(`period.${f.key}`)}
          value={{
            period: one(list.filters[f.period]) as TDateFilterPeriod | '',
            dateFrom: one(list.filters[f.from]),
            dateTo: one(list.filters[f.to]),
          }}
          onChange={(v) => list.setFilters({ [f.period]: v.period, [f.from]: v.dateFrom, [f.to]: v.dateTo })}
        />
      ))}
    </Group>
  );
}
