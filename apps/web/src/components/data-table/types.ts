import type { ReactNode } from 'react';

/** Row layouts (spec §2): desktop shows every column, tablet hides `visibleFrom: 'desktop'` ones, mobile renders cards. */
export type TableLayout = 'desktop' | 'tablet' | 'mobile';

export interface DataTableColumn<T> {
  /** Unique column key; also the sort field unless `sortField` says otherwise. */
  key: string;
  /** Header text; also the label of the value on mobile cards and of the sort/filter buttons. */
  title: string;
  render: (row: T) => ReactNode;
  sortable?: boolean;
  /** Server sort field when it differs from `key` (sent as `field|direction`). */
  sortField?: string;
  /** Header filter: controls shown in a popover under the column's filter button (give them labels). */
  filter?: ReactNode;
  /** Marks the filter button as active (a value is set). */
  filterActive?: boolean;
  /** Hide on smaller layouts: 'desktop' shows the column only on desktop; cards always show it. */
  visibleFrom?: 'desktop';
  /** Minimum column width (spec §9 names 150 px); without it the column fits its content. */
  width?: number | string;
  align?: 'left' | 'center' | 'right';
  /** Card title on mobile (the first primary column); other columns become label/value lines. */
  primary?: boolean;
  /** Leave the column out of mobile cards. */
  hideInCard?: boolean;
}

export interface DataTableSelection {
  selectedKeys: readonly string[];
  onChange: (keys: string[]) => void;
  /** Show a checkbox per row and a select-page checkbox (default). Without them a click or Space on a row toggles it. */
  withCheckboxes?: boolean;
}
