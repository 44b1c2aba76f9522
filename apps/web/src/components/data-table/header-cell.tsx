import { ActionIcon, Button, Group, Popover, Stack, Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { FilterIcon, SortIcon } from '../icons.tsx';
import type { DataTableColumn } from './types.ts';

export interface SortState {
  field: string;
  direction: 'asc' | 'desc';
}

/** "field|direction" → parts; anything else → null. */
export function parseSort(sort: string | undefined): SortState | null {
  const [field, direction] = (sort ?? '').split('|');
  return field && (direction === 'asc' || direction === 'desc') ? { field, direction } : null;
}

interface FilterButtonProps {
  label: string;
  active?: boolean;
  /** Show the label as text (the mobile "Filters" button) instead of an icon only. */
  withText?: boolean;
  children: React.ReactNode;
}

/** A column's header filter behind a button; the popover holds the column's own labelled controls. */
export function FilterButton({ label, active, withText, children }: FilterButtonProps) {
  return (
    <Popover position="bottom-start" shadow="md" trapFocus withinPortal>
      <Popover.Target>
        {withText ? (
          <Button
            variant={active ? 'filled' : 'default'}
            leftSection={<FilterIcon size={14} />}
            aria-pressed={active ? true : undefined}
          >
            {label}
          </Button>
        ) : (
          <ActionIcon
            variant={active ? 'filled' : 'subtle'}
            color={active ? undefined : 'gray'}
            size="sm"
            aria-label={label}
            aria-pressed={active ? true : undefined}
          >
            <FilterIcon size={14} />
          </ActionIcon>
        )}
      </Popover.Target>
      <Popover.Dropdown miw={240}>
        <Stack gap="sm">{children}</Stack>
      </Popover.Dropdown>
    </Popover>
  );
}

interface Props<T> {
  column: DataTableColumn<T>;
  sort: SortState | null;
  onSort?: (sort: string) => void;
}

/** A header cell: sort button (aria-sort, toggling asc/desc) and the optional filter button. */
export function HeaderCell<T>({ column, sort, onSort }: Props<T>) {
  const { t } = useTranslation();
  const field = column.sortField ?? column.key;
  const sortable = column.sortable && onSort;
  const direction = sort?.field === field ? sort.direction : undefined;
  const next = direction === 'asc' ? 'desc' : 'asc';
  const ariaSort = direction === 'asc' ? 'ascending' : direction === 'desc' ? 'descending' : undefined;
  return (
    <Table.Th
      aria-sort={sortable ? (ariaSort ?? 'none') : undefined}
      style={column.width === undefined ? undefined : { minWidth: column.width }}
      ta={column.align}
    >
      <Group gap={4} wrap="nowrap" justify={column.align === 'right' ? 'flex-end' : undefined}>
        {sortable ? (
          <UnstyledButton
            onClick={() => onSort(`${field}|${next}`)}
            fw={700}
            fz="sm"
            aria-label={t('ui.dataTable.sortBy', { column: column.title })}
          >
            <Group gap={4} wrap="nowrap">
              {column.title}
              <SortIcon direction={direction} size={14} />
            </Group>
          </UnstyledButton>
        ) : (
          column.title
        )}
        {column.filter && (
          <FilterButton label={t('ui.dataTable.filterBy', { column: column.title })} active={column.filterActive}>
            {column.filter}
          </FilterButton>
        )}
      </Group>
    </Table.Th>
  );
}
