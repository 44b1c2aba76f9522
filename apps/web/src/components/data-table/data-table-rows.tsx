import { ActionIcon, Checkbox, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ChevronRightIcon } from '../icons.tsx';
import { isRowClick, isRowKey, toggleKey } from './row-interaction.ts';
import type { DataTableColumn, DataTableSelection } from './types.ts';

export interface RowsProps<T> {
  records: readonly T[];
  columns: DataTableColumn<T>[];
  rowKey: (row: T) => string;
  rowLabel?: (row: T) => string;
  rowHref?: (row: T) => string;
  withLinkArrow: boolean;
  selection?: DataTableSelection;
  /** Loads the row's page ahead when the pointer or focus reaches the row. */
  prefetchRow?: (row: T) => void;
}

/** Table rows of the desktop and tablet layouts. */
export function DataTableRows<T>({
  records,
  columns,
  rowKey,
  rowLabel,
  rowHref,
  withLinkArrow,
  selection,
  prefetchRow,
}: RowsProps<T>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const checkboxes = selection && selection.withCheckboxes !== false;
  const toggleOnRow = selection && !checkboxes && !rowHref;

  return records.map((row) => {
    const key = rowKey(row);
    const name = rowLabel?.(row);
    const href = rowHref?.(row);
    const selected = selection?.selectedKeys.includes(key) ?? false;
    const toggle = () => selection?.onChange(toggleKey(selection.selectedKeys, key));
    return (
      <Table.Tr
        key={key}
        data-selected={selected || undefined}
        bg={selected ? 'var(--mantine-primary-color-light)' : undefined}
        aria-selected={toggleOnRow ? selected : undefined}
        tabIndex={toggleOnRow ? 0 : undefined}
        style={href || toggleOnRow ? { cursor: 'pointer' } : undefined}
        onClick={(e) => {
          if (!isRowClick(e)) return;
          if (href) navigate(href);
          else if (toggleOnRow) toggle();
        }}
        onPointerEnter={prefetchRow && (() => prefetchRow(row))}
        onFocus={prefetchRow && (() => prefetchRow(row))}
        onKeyDown={(e) => {
          if (!toggleOnRow || !isRowKey(e)) return;
          e.preventDefault();
          toggle();
        }}
      >
        {checkboxes && (
          <Table.Td w={40}>
            <Checkbox
              checked={selected}
              onChange={toggle}
              aria-label={name ? t('ui.dataTable.selectNamed', { name }) : t('ui.dataTable.selectRow')}
            />
          </Table.Td>
        )}
        {columns.map((column) => (
          <Table.Td key={column.key} ta={column.align}>
            {column.render(row)}
          </Table.Td>
        ))}
        {href && withLinkArrow && (
          <Table.Td w={48} ta="right">
            <ActionIcon
              component={Link}
              to={href}
              variant="subtle"
              color="gray"
              aria-label={name ? t('ui.dataTable.openNamed', { name }) : t('ui.dataTable.open')}
            >
              <ChevronRightIcon />
            </ActionIcon>
          </Table.Td>
        )}
      </Table.Tr>
    );
  });
}
