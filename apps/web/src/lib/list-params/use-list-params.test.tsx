import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoute } from '../../test/render-route.tsx';
import { type ListParamsConfig, useListParams } from './use-list-params.ts';

const CONFIG: ListParamsConfig = {
  filters: { statuses: { many: true, values: ['active', 'ended'] }, companyId: {} },
  defaultSort: 'due_date|asc',
  storageKey: 'test.list',
  persist: ['filters', 'sort'],
};

let api: ReturnType<typeof useListParams>;
function Probe({ config = CONFIG }: { config?: ListParamsConfig }) {
  api = useListParams(config);
  return <output>{JSON.stringify(api.query)}</output>;
}
const query = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Record<string, unknown>;

describe('useListParams', () => {
  it('reads the list parameters from the URL, ignoring values a filter does not allow', () => {
    renderRoute(<Probe />, '/list?page=3&sort=name|desc&globalFilter=ann&statuses=active&statuses=bogus&companyId=c1');
    expect(query()).toEqual({
      page: 3,
      rows: 20,
      sort: 'name|desc',
      globalFilter: 'ann',
      statuses: ['active'],
      companyId: 'c1',
    });
  });

  it('uses the default sort and writes changes to the URL, back on page 1', () => {
    const { router } = renderRoute(<Probe />, '/list?page=2');
    expect(query().sort).toBe('due_date|asc');
    act(() => api.setFilter('statuses', ['ended', 'active']));
    expect(router.state.location.search).toBe('?statuses=ended&statuses=active');
    act(() => api.setPage(4));
    act(() => api.setSort('name|asc'));
    expect(new URLSearchParams(router.state.location.search).get('page')).toBeNull();
    act(() => api.setGlobalFilter('bob'));
    expect(query()).toMatchObject({ page: 1, sort: 'name|asc', globalFilter: 'bob', statuses: ['ended', 'active'] });
    act(() => api.resetFilters());
    expect(router.state.location.search).toBe('?sort=name%7Casc');
    expect(api.filtersActive).toBe(false);
  });

  it('remembers filters and sort locally and restores them into the URL on the next visit', async () => {
    const first = renderRoute(<Probe />, '/list');
    act(() => api.setFilter('statuses', ['ended']));
    act(() => api.setSort('name|desc'));
    first.unmount();
    const { router } = renderRoute(<Probe />, '/list');
    expect(query()).toMatchObject({ statuses: ['ended'], sort: 'name|desc' });
    await act(async () => {});
    expect(router.state.location.search).toBe('?sort=name%7Cdesc&statuses=ended');
  });

  it('forgets cleared filters instead of restoring them', () => {
    const first = renderRoute(<Probe />, '/list?statuses=active');
    act(() => api.setFilter('statuses', []));
    first.unmount();
    renderRoute(<Probe />, '/list');
    expect(query().statuses).toBeUndefined();
  });

  it('lets the URL win over what was remembered', () => {
    window.localStorage.setItem('test.list', JSON.stringify({ filters: { statuses: ['ended'] }, sort: 'name|desc' }));
    renderRoute(<Probe />, '/list?statuses=active&sort=company|asc');
    expect(query()).toMatchObject({ statuses: ['active'], sort: 'company|asc' });
  });
});
