import type { FilterValue } from './list-query.ts';
import type { FilterSpec } from './use-list-params.ts';

/**
 * The filters a dashboard number puts in a list's address (`@statera/shared` list-links.ts): read from
 * the URL only, never remembered (the next visit shows the list as the user left it), and sent to the
 * list call as they are, so the list's total is the number (docs/decisions/dashboards-and-statistics.md).
 */
export function linkFilterSpecs<K extends string>(specs: Record<K, Omit<FilterSpec, 'transient'>>) {
  return Object.fromEntries(
    Object.entries(specs).map(([k, s]) => [k, { ...(s as FilterSpec), transient: true }]),
  ) as Record<K, FilterSpec>;
}

/** The link filters present among a list's filters. */
export function pickLinkFilters(
  filters: Record<string, FilterValue>,
  specs: Record<string, FilterSpec>,
): Record<string, FilterValue> {
  return Object.fromEntries(Object.entries(filters).filter(([k]) => specs[k]?.transient));
}

/** Clears every link filter in one step (the notice's "show the whole list"). */
export const clearLinkFilters = (specs: Record<string, FilterSpec>) =>
  Object.fromEntries(
    Object.entries(specs)
      .filter(([, s]) => s.transient)
      .map(([k]) => [k, null]),
  );
