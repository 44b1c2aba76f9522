import { Box, Button, Checkbox, Group, Select, Stack, Table, VisuallyHidden } from '@mantine/core';
import { LIMITS } from '@statera/shared';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { UI_TIMINGS } from '../../lib/ui-timings.ts';
import { useDelayedFlag } from '../../lib/use-delayed-flag.ts';
import { useViewport } from '../../lib/use-viewport.ts';
import { EmptyState, ErrorState, LoadingState } from '../query-states.tsx';
import { DataTableCards } from './data-table-cards.tsx';
import { DataTablePagination } from './data-table-pagination.tsx';
import { DataTableRows } from './data-table-rows.tsx';
import { FilterButton, HeaderCell, parseSort } from './header-cell.tsx';
import type { DataTableColumn, DataTableSelection, TableLayout } from './types.ts';

export interface DataTableProps<T> {
  /** Accessible name of the table, e.g. the page title. */
  label: string;
  columns: DataTableColumn<T>[];
  /** The current page of records; undefined while the first load runs. */
  records: readonly T[] | undefined;
  rowKey: (row: T) => string;
  /** A short name of a record for the checkbox and link labels ("Open Jane Doe"). */
  rowLabel?: (row: T) => string;
  /** Server-side paging: total records, 1-based page, 20 a page by default. */
  total?: number;
  /** The total is a lower bound (the server stopped counting at its cap): "1–20 of 10,000+". */
  totalCapped?: boolean;
  page?: number;
  pageSize?: number;
  onPageChange?: (page: number) => void;
  /** `field|direction`, as the list call takes it. */
  sort?: string;
  onSortChange?: (sort: string) => void;
  /** The reset-filters button shows with this; it is enabled while `filtersActive`. */
  onResetFilters?: () => void;
  filtersActive?: boolean;
  selection?: DataTableSelection;
  /** Each row leads to this address: a click on the row opens it and the link arrow points to it. */
  rowHref?: (row: T) => string;
  withLinkArrow?: boolean;
  /** First load. */
  loading?: boolean;
  /** A reload with the old records still shown (aria-busy; dimmed once it lasts the fetch delay). */
  fetching?: boolean;
  /** Loads a row's page ahead on hover or focus (desktop and tablet rows); see prefetchWithin. */
  prefetchRow?: (row: T) => void;
  error?: unknown;
  onRetry?: () => void;
  emptyText?: ReactNode;
  /** Left of the toolbar: the search box and other controls. */
  toolbar?: ReactNode;
  /** Right of the toolbar: export and bulk actions. */
  actions?: ReactNode;
  /** Forces a layout; by default it follows the window (mobile ≤ 768 px, tablet ≤ 1200 px). */
  layout?: TableLayout;
  /** Custom mobile card body. */
  renderCard?: (row: T) => ReactNode;
}

/**
 * The list widget of spec §2, built on Mantine's Table rather than mantine-datatable: that library's
 * sortable headers are `th role="button"` without aria-sort, its labels are fixed English strings and it
 * has no card layout or 5-button pagination, all of which the spec and axe need. The table stays
 * controlled: the page passes one server page of records and the list parameters (see useListParams),
 * and gets sort, page, filter and selection changes back.
 *
 * Layouts: desktop shows every column; tablet drops columns marked `visibleFrom: 'desktop'`; mobile shows
 * cards, with the column filters and sorting gathered in the toolbar.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { t } = useTranslation();
  const viewport = useViewport();
  const layout = props.layout ?? viewport;
  const {
    label,
    columns: allColumns,
    records,
    rowKey,
    total,
    totalCapped = false,
    page = 1,
    pageSize = LIMITS.pageSize,
    onPageChange,
    sort,
    onSortChange,
    selection,
    rowHref,
    withLinkArrow = true,
  } = props;
  const columns = layout === 'desktop' ? allColumns : allColumns.filter((c) => c.visibleFrom !== 'desktop');
  const sortState = parseSort(sort);
  const checkboxes = selection && selection.withCheckboxes !== false;
  const pageKeys = records?.map(rowKey) ?? [];
  const selectedOnPage = selection ? pageKeys.filter((k) => selection.selectedKeys.includes(k)) : [];
  const span = columns.length + (checkboxes ? 1 : 0) + (rowHref && withLinkArrow ? 1 : 0);

  const selectPage = (checked: boolean) => {
    if (!selection) return;
    const others = selection.selectedKeys.filter((k) => !pageKeys.includes(k));
    selection.onChange(checked ? [...others, ...pageKeys] : others);
  };

  const state = props.error ? (
    <ErrorState error={props.error} onRetry={props.onRetry} />
  ) : props.loading || !records ? (
    <LoadingState />
  ) : records.length === 0 ? (
    <EmptyState>{props.emptyText ?? t('common.noRecordsFound')}</EmptyState>
  ) : null;

  const rowProps = {
    records: records ?? [],
    columns,
    rowKey,
    rowLabel: props.rowLabel,
    rowHref,
    withLinkArrow,
    selection,
    prefetchRow: props.prefetchRow,
  };
  // A reload answered within the fetch delay never dims the list (no flicker).
  const dimmed = useDelayedFlag(Boolean(props.fetching), UI_TIMINGS.fetchDelayMs);

  return (
    <Stack gap="md">
      <Toolbar {...props} layout={layout} columns={allColumns} />
      {layout === 'mobile' ? (
        <Box aria-busy={props.fetching || undefined} style={{ opacity: dimmed ? 0.6 : 1 }}>
          {state ?? <DataTableCards {...rowProps} columns={allColumns} renderCard={props.renderCard} />}
        </Box>
      ) : (
        <Table.ScrollContainer minWidth={layout === 'desktop' ? 720 : 560}>
          <Table
            highlightOnHover={Boolean(rowHref)}
            verticalSpacing="sm"
            striped
            aria-label={label}
            aria-busy={props.fetching || props.loading || undefined}
            style={{ opacity: dimmed ? 0.6 : 1 }}
          >
            <Table.Thead>
              <Table.Tr>
                {checkboxes && (
                  <Table.Th w={40}>
                    <Checkbox
                      checked={pageKeys.length > 0 && selectedOnPage.length === pageKeys.length}
                      indeterminate={selectedOnPage.length > 0 && selectedOnPage.length < pageKeys.length}
                      onChange={(e) => selectPage(e.currentTarget.checked)}
                      disabled={pageKeys.length === 0}
                      aria-label={t('ui.dataTable.selectPage')}
                    />
                  </Table.Th>
                )}
                {columns.map((column) => (
                  <HeaderCell key={column.key} column={column} sort={sortState} onSort={onSortChange} />
                ))}
                {rowHref && withLinkArrow && (
                  <Table.Th w={48}>
                    <VisuallyHidden>{t('ui.dataTable.open')}</VisuallyHidden>
                  </Table.Th>
                )}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {state ? (
                <Table.Tr>
                  <Table.Td colSpan={span}>{state}</Table.Td>
                </Table.Tr>
              ) : (
                <DataTableRows {...rowProps} />
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {onPageChange && total !== undefined && total > 0 && (
        <DataTablePagination
          page={page}
          total={total}
          capped={totalCapped}
          pageSize={pageSize}
          onChange={onPageChange}
          compact={layout === 'mobile'}
        />
      )}
    </Stack>
  );
}

/** Search and other controls, filters of columns not shown, mobile sorting, actions and the reset-filters button. */
function Toolbar<T>({
  toolbar,
  actions,
  onResetFilters,
  filtersActive,
  layout,
  columns,
  sort,
  onSortChange,
}: DataTableProps<T> & { layout: TableLayout; columns: DataTableColumn<T>[] }) {
  const { t } = useTranslation();
  const mobile = layout === 'mobile';
  // Mobile has no header; tablet hides some columns: their filters move to the toolbar.
  const filters = columns.filter((c) => c.filter && (mobile || (layout === 'tablet' && c.visibleFrom === 'desktop')));
  const sortable = mobile && onSortChange ? columns.filter((c) => c.sortable) : [];
  if (!toolbar && !actions && !onResetFilters && filters.length === 0 && sortable.length === 0) return null;

  const sortOptions = sortable.flatMap((c) =>
    (['asc', 'desc'] as const).map((dir) => ({
      value: `${c.sortField ?? c.key}|${dir}`,
      label: t(`ui.dataTable.sortOption.${dir}`, { column: c.title }),
    })),
  );

  const sortSelect = sortOptions.length > 0 && (
    <Select
      label={t('ui.dataTable.sort')}
      placeholder={t('ui.dataTable.sortDefault')}
      data={sortOptions}
      value={sortOptions.some((o) => o.value === sort) ? sort : null}
      onChange={(v) => v && onSortChange?.(v)}
      allowDeselect={false}
      style={{ flex: 1, minWidth: 160 }}
    />
  );
  const buttons = (
    <>
      {filters.length > 0 && (
        <FilterButton label={t('ui.dataTable.filters')} active={filters.some((c) => c.filterActive)} withText>
          {filters.map((c) => (
            <Box key={c.key}>{c.filter}</Box>
          ))}
        </FilterButton>
      )}
      {actions}
      {onResetFilters && (
        <Button variant="default" onClick={onResetFilters} disabled={!filtersActive}>
          {t('ui.dataTable.resetFilters')}
        </Button>
      )}
    </>
  );

  if (mobile) {
    return (
      <Stack gap="sm">
        {toolbar}
        {sortSelect}
        <Group gap="sm" wrap="wrap">
          {buttons}
        </Group>
      </Stack>
    );
  }
  return (
    <Group gap="sm" align="flex-end" justify="space-between" wrap="wrap">
      <Group gap="sm" align="flex-end" wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
        {toolbar}
      </Group>
      <Group gap="sm" align="flex-end" wrap="nowrap">
        {buttons}
      </Group>
    </Group>
  );
}
