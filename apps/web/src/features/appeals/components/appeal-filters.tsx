import { Checkbox, MultiSelect, Select, Stack } from '@mantine/core';
import { APPEAL_DECISIONS, APPEAL_STATUSES, type TAppealDecision, type TAppealStatus } from '@statera/shared';
import { useTranslation } from 'react-i18next';
import { DatePeriodFilter } from '../../../components/date-period-filter.tsx';
import type { EndedPeriod } from '../hooks/use-appeal-list-params.ts';

/** Status (several) and decision: the status column's header filter. */
export function AppealStatusFilter({
  statuses,
  onStatusesChange,
  decision,
  onDecisionChange,
}: {
  statuses: TAppealStatus[];
  onStatusesChange: (statuses: string[]) => void;
  decision: TAppealDecision | undefined;
  onDecisionChange: (decision: string | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" w={240}>
      <MultiSelect
        label={t('appeals.list.filters.statuses')}
        data={APPEAL_STATUSES.map((s) => ({ value: s, label: t(`appeals.status.${s}`) }))}
        value={statuses}
        onChange={onStatusesChange}
        placeholder={statuses.length === 0 ? t('appeals.list.filters.allStatuses') : undefined}
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        comboboxProps={{ withinPortal: false }}
      />
      <Select
        label={t('appeals.list.filters.decision')}
        data={APPEAL_DECISIONS.map((d) => ({ value: d, label: t(`appeals.decision.${d}`) }))}
        value={decision ?? null}
        onChange={onDecisionChange}
        placeholder={t('appeals.list.filters.anyDecision')}
        clearable
        clearButtonProps={{ 'aria-label': t('common.clear') }}
        comboboxProps={{ withinPortal: false }}
      />
    </Stack>
  );
}

/** Only appeals with comments the user has not read yet. */
export function NewCommentsFilter({ value, onChange }: { value: boolean; onChange: (value: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Checkbox
      label={t('appeals.list.filters.onlyNewComments')}
      checked={value}
      onChange={(e) => onChange(e.currentTarget.checked)}
    />
  );
}

/** When the appeal ended: a list period of spec §9 or a custom one (the shared date-period filter). */
export function EndedPeriodFilter({ value, onChange }: { value: EndedPeriod; onChange: (v: EndedPeriod) => void }) {
  const { t } = useTranslation();
  return (
    <DatePeriodFilter
      label={t('appeals.list.filters.ended')}
      customTitle={t('appeals.list.filters.endedCustomTitle')}
      value={value}
      onChange={onChange}
    />
  );
}
