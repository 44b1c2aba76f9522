import { Select, Tabs } from '@mantine/core';
import { type ReactNode, useId } from 'react';
import { useTabParam } from '../lib/use-tab-param.ts';
import { useViewport } from '../lib/use-viewport.ts';

export interface UrlTab<T extends string> {
  value: T;
  label: string;
  content: ReactNode;
}

export interface UrlTabsProps<T extends string> {
  tabs: readonly UrlTab<T>[];
  /** Accessible name of the tab list (and label of the mobile select). */
  label: string;
  /** Forces the select form (tests, previews); by default on mobile with more than 3 tabs. */
  asSelect?: boolean;
}

/**
 * Tabs bound to the `tab` query parameter (spec §2). On mobile, more than 3 tabs collapse to a select.
 * Only the active panel is mounted, and it stays mounted when the window crosses the breakpoint.
 */
export function UrlTabs<T extends string>({ tabs, label, asSelect }: UrlTabsProps<T>) {
  const mobile = useViewport() === 'mobile';
  const [tab, setTab] = useTabParam(tabs.map((x) => x.value));
  const uid = useId();
  const collapse = asSelect ?? (mobile && tabs.length > 3);
  const active = tabs.find((x) => x.value === tab);

  // The active panel sits at the same place in both forms (the second child, always a div), so a
  // window crossing the mobile breakpoint swaps the tab list for the select and keeps the panel — and
  // what a form in it holds — mounted.
  return (
    <>
      {collapse ? (
        <Select
          label={label}
          data={tabs.map((x) => ({ value: x.value, label: x.label }))}
          value={tab}
          onChange={(v) => v && setTab(v as T)}
          allowDeselect={false}
          mb="md"
          comboboxProps={{ withinPortal: true }}
        />
      ) : (
        <Tabs id={uid} value={tab} onChange={(v) => v && setTab(v as T)}>
          <Tabs.List mb="md" aria-label={label}>
            {tabs.map((x) => (
              // Mantine points a tab at its panel only for a Tabs.Panel it holds: this one is outside.
              <Tabs.Tab
                key={x.value}
                value={x.value}
                aria-controls={x.value === tab ? `${uid}-panel-${tab}` : undefined}
              >
                {x.label}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
      )}
      <div
        {...(collapse
          ? { role: 'region', 'aria-label': active?.label }
          : { role: 'tabpanel', id: `${uid}-panel-${tab}`, 'aria-labelledby': `${uid}-tab-${tab}` })}
      >
        {active?.content}
      </div>
    </>
  );
}
