import { Checkbox } from '@mantine/core';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UI_TIMINGS } from '../../lib/ui-timings.ts';
import { renderRoute } from '../../test/render-route.tsx';
import { DataTable, type DataTableProps } from './data-table.tsx';
import { pageWindow } from './page-window.ts';
import type { DataTableColumn } from './types.ts';

interface Row {
  id: string;
  name: string;
  active: boolean;
}

const ROWS: Row[] = Array.from({ length: 57 }, (_, i) => ({
  id: `r${i + 1}`,
  name: `Person ${String(i + 1).padStart(2, '0')}`,
  active: i % 2 === 0,
}));

/** A page holding the list state the way a real page does, paging and filtering ROWS locally. */
function Harness({
  size = 5,
  onSelect,
  ...props
}: Partial<DataTableProps<Row>> & { size?: number; onSelect?: (keys: string[]) => void }) {
  const [page, setPage] = useState(1);
  const [sort, setSort] = useState('name|asc');
  const [onlyActive, setOnlyActive] = useState(false);
  const [selected, setSelected] = useState<string[]>([]);
  const filtered = ROWS.filter((r) => !onlyActive || r.active).sort(
    (a, b) => a.name.localeCompare(b.name) * (sort.endsWith('desc') ? -1 : 1),
  );
  const columns: DataTableColumn<Row>[] = [
    { key: 'name', title: 'Name', sortable: true, primary: true, render: (r) => r.name },
    {
      key: 'active',
      title: 'Active',
      render: (r) => (r.active ? 'yes' : 'no'),
      filterActive: onlyActive,
      filter: (
        <Checkbox
          label="Only active"
          checked={onlyActive}
          onChange={(e) => {
            setOnlyActive(e.currentTarget.checked);
            setPage(1);
          }}
        />
      ),
    },
  ];
  return (
    <DataTable
      label="People"
      layout="desktop"
      columns={columns}
      records={filtered.slice((page - 1) * size, page * size)}
      pageSize={size}
      rowKey={(r) => r.id}
      rowLabel={(r) => r.name}
      total={filtered.length}
      page={page}
      onPageChange={setPage}
      sort={sort}
      onSortChange={setSort}
      filtersActive={onlyActive}
      onResetFilters={() => {
        setOnlyActive(false);
        setPage(1);
      }}
      selection={{
        selectedKeys: selected,
        onChange: (keys) => {
          setSelected(keys);
          onSelect?.(keys);
        },
      }}
      {...props}
    />
  );
}

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'People' }))
    .getAllByRole('row')
    .slice(1);
const firstName = () => within(bodyRows()[0] as HTMLElement).getAllByRole('cell')[1]?.textContent;

afterEach(() => vi.useRealTimers());

describe('DataTable', { timeout: 20_000 }, () => {
  it('sorts by a column header, toggling the direction and aria-sort', async () => {
    const user = userEvent.setup();
    renderRoute(<Harness />);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    expect(firstName()).toBe('Person 01');
    await user.click(screen.getByRole('button', { name: 'Sort by Name' }));
    expect(header.getAttribute('aria-sort')).toBe('descending');
    expect(firstName()).toBe('Person 57');
  });

  it('pages 20 records at a time by default', () => {
    renderRoute(<Harness size={20} />);
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('1–20 of 57')).toBeTruthy();
  });

  it('says "of N+" when the server stopped counting at its cap', () => {
    renderRoute(<Harness size={20} total={10_000} totalCapped />);
    expect(screen.getByText('1–20 of 10000+')).toBeTruthy();
  });

  it('shows at most 5 page buttons around the current page', async () => {
    const user = userEvent.setup();
    renderRoute(<Harness />);
    const nav = screen.getByRole('navigation', { name: 'Pages' });
    const pageButtons = () =>
      within(nav)
        .getAllByRole('button', { name: /^Page \d+$/ })
        .map((b) => b.textContent);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
    await user.click(within(nav).getByRole('button', { name: 'Last page' }));
    expect(screen.getByText('56–57 of 57')).toBeTruthy();
    expect(bodyRows()).toHaveLength(2);
    expect(pageButtons()).toEqual(['8', '9', '10', '11', '12']);
    await user.click(within(nav).getByRole('button', { name: 'Page 9' }));
    expect(pageButtons()).toEqual(['7', '8', '9', '10', '11']);
    expect(within(nav).getByRole('button', { name: 'Page 9' }).getAttribute('aria-current')).toBe('page');
    expect(firstName()).toBe('Person 41');
  });

  it('filters from the header filter and resets the filters', async () => {
    const user = userEvent.setup();
    renderRoute(<Harness />);
    const reset = screen.getByRole('button', { name: 'Reset filters' });
    expect((reset as HTMLButtonElement).disabled).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Filter by Active' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Only active' }));
    await waitFor(() => expect(screen.getByText('1–5 of 29')).toBeTruthy());
    expect(bodyRows().every((r) => within(r).queryByText('no') === null)).toBe(true);
    expect(screen.getByRole('button', { name: 'Filter by Active' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(reset);
    expect(screen.getByText('1–5 of 57')).toBeTruthy();
    expect((reset as HTMLButtonElement).disabled).toBe(true);
  });

  it('selects rows one by one and the whole page from the header checkbox', async () => {
    const user = userEvent.setup();
    const onSelect = vi.fn();
    renderRoute(<Harness onSelect={onSelect} />);
    await user.click(screen.getByRole('checkbox', { name: 'Select Person 02' }));
    expect(onSelect).toHaveBeenLastCalledWith(['r2']);
    const all = screen.getByRole('checkbox', { name: 'Select all rows on this page' });
    expect(all.getAttribute('data-indeterminate')).toBe('true');
    await user.click(all);
    expect(onSelect.mock.lastCall?.[0]).toEqual(['r1', 'r2', 'r3', 'r4', 'r5']);
    await user.click(all);
    expect(onSelect).toHaveBeenLastCalledWith([]);
  });

  it('toggles a row with Space when rows are selectable without checkboxes', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderRoute(<Harness selection={{ selectedKeys: [], onChange, withCheckboxes: false }} />);
    expect(screen.queryByRole('checkbox', { name: /^Select/ })).toBeNull();
    const row = bodyRows()[0] as HTMLElement;
    row.focus();
    await user.keyboard(' ');
    expect(onChange).toHaveBeenCalledWith(['r1']);
  });

  it('links each row with an arrow and opens it on a row click', async () => {
    const user = userEvent.setup();
    const { router } = renderRoute(<Harness rowHref={(r) => `/people/${r.id}`} />, '/people');
    expect(screen.getByRole('link', { name: 'Open Person 01' }).getAttribute('href')).toBe('/people/r1');
    await user.click(within(bodyRows()[1] as HTMLElement).getByText('Person 02'));
    expect(router.state.location.pathname).toBe('/people/r2');
  });

  it('dims a reload only once it lasts the fetch delay (spec §9, 200 ms), busy at once', () => {
    vi.useFakeTimers();
    renderRoute(<Harness fetching />);
    const table = screen.getByRole('table', { name: 'People' });
    expect(table.getAttribute('aria-busy')).toBe('true');
    expect(table.style.opacity).toBe('1');
    act(() => vi.advanceTimersByTime(UI_TIMINGS.fetchDelayMs));
    expect(table.style.opacity).toBe('0.6');
  });

  it('prefetches a row’s page when the pointer or the focus reaches it', () => {
    const prefetchRow = vi.fn();
    renderRoute(<Harness rowHref={(r) => `/people/${r.id}`} prefetchRow={prefetchRow} />, '/people');
    fireEvent.pointerEnter(bodyRows()[1] as HTMLElement);
    fireEvent.focus(bodyRows()[2] as HTMLElement);
    expect(prefetchRow.mock.calls.map(([row]) => row.id)).toEqual(['r2', 'r3']);
  });

  it('shows loading, empty and error states inside the table, keeping the header', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    const loading = renderRoute(<Harness records={undefined} loading />);
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    loading.unmount();
    const empty = renderRoute(<Harness records={[]} total={0} emptyText="Nobody here" />);
    expect(screen.getByText('Nobody here')).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Name/ })).toBeTruthy();
    empty.unmount();
    renderRoute(<Harness error={new Error('boom')} onRetry={onRetry} />);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalled();
  });

  it('renders cards on mobile, with the filters and sort in the toolbar', async () => {
    const user = userEvent.setup();
    renderRoute(<Harness layout="mobile" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
    await user.click(screen.getByRole('combobox', { name: 'Sort by' }));
    await user.click(await screen.findByRole('option', { name: 'Name, descending' }));
    expect(within(screen.getAllByRole('listitem')[0] as HTMLElement).getByText('Person 57')).toBeTruthy();
  });
});

describe('DataTable on a tablet', () => {
  it('drops desktop-only columns and moves their filters to the toolbar', () => {
    const columns: DataTableColumn<Row>[] = [
      { key: 'name', title: 'Name', render: (r) => r.name },
      { key: 'active', title: 'Active', visibleFrom: 'desktop', render: () => 'x', filter: <p>filter</p> },
    ];
    renderRoute(
      <DataTable label="People" layout="tablet" columns={columns} records={ROWS.slice(0, 3)} rowKey={(r) => r.id} />,
    );
    expect(screen.queryByRole('columnheader', { name: /Active/ })).toBeNull();
    expect(screen.getByRole('columnheader', { name: 'Name' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Filters' })).toBeTruthy();
  });
});

describe('DataTable on a phone', () => {
  it('shows every column on the cards, desktop-only ones included, labelled', () => {
    const columns: DataTableColumn<Row>[] = [
      { key: 'name', title: 'Name', primary: true, render: (r) => r.name },
      { key: 'active', title: 'Active', visibleFrom: 'desktop', render: (r) => (r.active ? 'yes' : 'no') },
      { key: 'secret', title: 'Secret', hideInCard: true, render: () => 'hidden' },
    ];
    renderRoute(
      <DataTable label="People" layout="mobile" columns={columns} records={ROWS.slice(0, 1)} rowKey={(r) => r.id} />,
    );
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('Person 01')).toBeTruthy();
    expect(within(card).getByText('Active')).toBeTruthy();
    expect(within(card).getByText('yes')).toBeTruthy();
    expect(within(card).queryByText('hidden')).toBeNull();
  });
});

describe('pageWindow', () => {
  it('keeps the current page centred in a window of 5', () => {
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(6, 10)).toEqual([4, 5, 6, 7, 8]);
    expect(pageWindow(10, 10)).toEqual([6, 7, 8, 9, 10]);
    expect(pageWindow(2, 3)).toEqual([1, 2, 3]);
  });
});
