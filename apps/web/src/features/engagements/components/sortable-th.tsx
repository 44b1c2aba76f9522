import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  field: string;
  label: string;
  sort: string;
  onSort: (sort: string) => void;
}

/** A column header that sorts by `field`, toggling the direction; `sort` is "field|dir". */
export function SortableTh({ field, label, sort, onSort }: Props) {
  const { t } = useTranslation();
  const [current, dir] = sort.split('|');
  const active = current === field;
  const next = active && dir === 'asc' ? 'desc' : 'asc';
  return (
    <Table.Th aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : 'none'}>
      <UnstyledButton
        onClick={() => onSort(`${field}|${next}`)}
        fw={700}
        fz="sm"
        aria-label={t('engagements.list.sortBy', { column: label })}
      >
        {label} {active ? (dir === 'asc' ? '▲' : '▼') : ''}
      </UnstyledButton>
    </Table.Th>
  );
}
