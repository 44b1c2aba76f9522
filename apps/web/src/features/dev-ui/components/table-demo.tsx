import { Group, MultiSelect, SegmentedControl, Stack } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import type { DataTableColumn, TableLayout } from '../../../components/data-table/types.ts';
import { SearchBox } from '../../../components/search-box.tsx';
import { formatDate, formatPounds } from '../../../lib/format.ts';
import { DemoSection } from './demo-section.tsx';
import { SAMPLE_ROWS, type SampleRow } from './sample-rows.ts';

type DemoState = 'data' | 'loading' | 'empty' | 'error';
const STATES: DemoState[] = ['data', 'loading', 'empty', 'error'];
const LAYOUTS: TableLayout[] = ['desktop', 'tablet', 'mobile'];

/** DataTable in each layout and state, paging, sorting and filtering the sample rows locally. */
export function TableDemo() {
  const { t } = useTranslation();
  const [layout, setLayout] = useState<TableLayout>('desktop');
  const [state, setState] = useState<DemoState>('data');
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState('name|asc');
  const [search, setSearch] = useState('');
  const [statuses, setStatuses] = useState<string[]>([]);
  const [selected, setSelected] = useState<string[]>([]);

  const [field, dir] = sort.split('|') as [keyof SampleRow, string];
  const filtered = SAMPLE_ROWS.filter(
    (r) =>
      (!search || r.name.toLowerCase().includes(search.toLowerCase())) &&
      (!statuses.length || statuses.includes(r.status)),
  ).sort(
    (a, b) => String(a[field]).localeCompare(String(b[field]), 'en', { numeric: true }) * (dir === 'desc' ? -1 : 1),
  );
  const records = state === 'data' ? filtered.slice((page - 1) * 20, page * 20) : state === 'empty' ? [] : undefined;

  const columns: DataTableColumn<SampleRow>[] = [
    { key: 'name', title: t('devUi.table.name'), sortable: true, primary: true, render: (r) => r.name },
    {
      key: 'company',
      title: t('devUi.table.company'),
      sortable: true,
      visibleFrom: 'desktop',
      render: (r) => r.company,
    },
    {
      key: 'status',
      title: t('devUi.table.status'),
      render: (r) => t(`status.engagement.${r.status}`),
      filterActive: statuses.length > 0,
      filter: (
        <MultiSelect
          label={t('devUi.table.status')}
          data={['active', 'ended', 'archived'].map((s) => ({ value: s, label: t(`status.engagement.${s}`) }))}
          value={statuses}
          onChange={(v) => {
            setStatuses(v);
            setPage(1);
          }}
          comboboxProps={{ withinPortal: false }}
        />
      ),
    },
    {
      key: 'value',
      title: t('devUi.table.value'),
      sortable: true,
      align: 'right',
      render: (r) => formatPounds(r.value),
    },
    { key: 'due', title: t('devUi.table.due'), sortable: true, render: (r) => formatDate(r.due) },
  ];

  return (
    <DemoSection title={t('devUi.sections.table')}>
      <Group gap="md">
        <SegmentedControl
          value={layout}
          onChange={(v) => setLayout(v as TableLayout)}
          data={LAYOUTS.map((v) => ({ value: v, label: t(`devUi.table.layouts.${v}`) }))}
          aria-label={t('devUi.table.layout')}
        />
        <SegmentedControl
          value={state}
          onChange={(v) => setState(v as DemoState)}
          data={STATES.map((v) => ({ value: v, label: t(`devUi.table.states.${v}`) }))}
          aria-label={t('devUi.table.state')}
        />
      </Group>
      <Stack>
        <DataTable
          label={t('devUi.sections.table')}
          layout={layout}
          columns={columns}
          records={records}
          rowKey={(r) => r.id}
          rowLabel={(r) => r.name}
          rowHref={(r) => `/dev/ui?row=${r.id}`}
          total={state === 'data' ? filtered.length : 0}
          page={page}
          onPageChange={setPage}
          sort={sort}
          onSortChange={(s) => {
            setSort(s);
            setPage(1);
          }}
          selection={{ selectedKeys: selected, onChange: setSelected }}
          loading={state === 'loading'}
          error={state === 'error' ? new Error('demo') : undefined}
          onRetry={() => setState('data')}
          filtersActive={statuses.length > 0 || search !== ''}
          onResetFilters={() => {
            setStatuses([]);
            setSearch('');
            setPage(1);
          }}
          toolbar={
            <SearchBox
              value={search}
              onSearch={(v) => {
                setSearch(v);
                setPage(1);
              }}
            />
          }
        />
      </Stack>
    </DemoSection>
  );
}
