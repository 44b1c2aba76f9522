import { Select, Tabs } from '@mantine/core';
import type { ReactNode } from 'react';
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
 * Only the active panel is mounted.
 */
export function UrlTabs<T extends string>({ tabs, label, asSelect }: UrlTabsProps<T>) {
  const mobile = useViewport() === 'mobile';
  const [tab, setTab] = useTabParam(tabs.map((x) => x.value));
  const collapse = asSelect ?? (mobile && tabs.length > 3);
  const active = tabs.find((x) => x.value === tab);

  if (collapse) {
    return (
      <>
        <Select
          label={label}
          data={tabs.map((x) => ({ value: x.value, label: x.label }))}
          value={tab}
          onChange={(v) => v && setTab(v as T)}
          allowDeselect={false}
          mb="md"
          comboboxProps={{ withinPortal: true }}
        />
        <section aria-label={active?.label}>{active?.content}</section>
      </>
    );
  }

  return (
    <Tabs value={tab} onChange={(v) => v && setTab(v as T)} keepMounted={false}>
      <Tabs.List mb="md" aria-label={label}>
        {tabs.map((x) => (
          <Tabs.Tab key={x.value} value={x.value}>
            {x.label}
          </Tabs.Tab>
        ))}
      </Tabs.List>
      {tabs.map((x) => (
        <Tabs.Panel key={x.value} value={x.value}>
          {x.content}
        </Tabs.Panel>
      ))}
    </Tabs>
  );
}
