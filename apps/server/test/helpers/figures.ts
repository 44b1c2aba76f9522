import { listLinkRequest, listLinkSearch, type TListLink, type TListViewer } from '@statera/shared';
import { expect } from 'vitest';
import { accessTokenFor } from './inject.ts';
import type { TestContext } from './test-app.ts';

/** A number on a dashboard and the list it links to. */
export interface LinkedFigure {
  path: string;
  value: number;
  link: TListLink;
}

const isLink = (v: unknown): v is TListLink =>
  typeof v === 'object' && v !== null && 'list' in v && 'query' in v && typeof (v as TListLink).query === 'object';

/**
 * Every linked number of a dashboard (or statistics page): figures `{ value, link }`, ranked entries
 * `{ value, link }`, heatmap cells `{ engagements, link }` — found by walking the answer, so a widget
 * added later is checked without being listed here.
 */
export function linkedFigures(node: unknown, path = ''): LinkedFigure[] {
  if (Array.isArray(node)) return node.flatMap((n, i) => linkedFigures(n, `${path}[${i}]`));
  if (typeof node !== 'object' || node === null) return [];
  const o = node as Record<string, unknown>;
  if (isLink(o.link)) {
    if (typeof o.value === 'number') return [{ path, value: o.value, link: o.link }];
    if (typeof o.engagements === 'number') return [{ path, value: o.engagements, link: o.link }];
  }
  return Object.entries(o).flatMap(([k, v]) => (k === 'link' ? [] : linkedFigures(v, path ? `${path}.${k}` : k)));
}

/** The total of the list a link opens, as `viewer` (through the list's own API call, with their access token). */
export async function listTotal(ctx: TestContext, token: string, viewer: TListViewer, link: TListLink) {
  const { url, query } = listLinkRequest(link, viewer);
  const search = listLinkSearch({ ...query, rows: '1' });
  const res = await ctx.app.inject({ url: `${url}?${search}`, headers: { authorization: `Bearer ${token}` } });
  expect(res.statusCode, `${url}?${search}: ${res.body.slice(0, 300)}`).toBe(200);
  return (res.json() as { total: number }).total;
}

/** Every linked number equals the total of its list (the dashboards' promise). Returns how many were checked. */
export async function expectFiguresMatchLists(
  ctx: TestContext,
  user: { id: string },
  viewer: TListViewer,
  answer: unknown,
): Promise<number> {
  const figures = linkedFigures(answer);
  const token = await accessTokenFor(ctx, user);
  for (const f of figures) {
    const total = await listTotal(ctx, token, viewer, f.link);
    expect(total, `${f.path} = ${f.value}, its list (${JSON.stringify(f.link)}) holds ${total}`).toBe(f.value);
  }
  return figures.length;
}
