import {
  type AutocompleteProps,
  type BadgeProps,
  type CSSVariablesResolver,
  createTheme,
  darken,
  type MantineThemeComponent,
  type MantineThemeOverride,
  type MultiSelectProps,
  type SelectProps,
} from '@mantine/core';
import type { DateInputProps, DatePickerInputProps } from '@mantine/dates';
import { DATE_FORMAT } from '../lib/format.ts';
import { DROPDOWN_MAX_HEIGHT } from '../lib/ui-timings.ts';

const DISPLAY_DATE = /^(\d{2})\.(\d{2})\.(\d{4})$/;

/**
 * Typed dates are read as DD.MM.YYYY (spec §9, `DATE_FORMAT`) strictly — two-digit day and month,
 * a real calendar day — leaving the browser's own date formats out. Without dayjs's
 * customParseFormat plugin: the theme is in the first download (docs/decisions/web-delivery.md).
 */
export function parseDisplayDate(value: string): string | null {
  const match = DISPLAY_DATE.exec(value.trim());
  if (!match) return null;
  const [, day, month, year] = match as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real =
    date.getUTCFullYear() === Number(year) &&
    date.getUTCMonth() === Number(month) - 1 &&
    date.getUTCDate() === Number(day);
  return real ? `${year}-${month}-${day}` : null;
}

/**
 * A component's theme entry, typed as its `Component.extend(...)` would be. `extend` is only a typed
 * identity, but calling it imports the component (with its dropdowns, calendars and floating-ui)
 * into the first download; plain objects keep them in the lazy pages that use them.
 */
const extend = <P>(input: { defaultProps?: Partial<P>; styles?: MantineThemeComponent['styles'] }) =>
  input as MantineThemeComponent;

/** Badges wrap instead of ending in "…" or leaving their box; one line stays the badge's own height. */
export const BADGE_STYLES = {
  root: { maxWidth: '100%', height: 'auto', minHeight: 'var(--badge-height)', paddingBlock: 1 },
  label: { whiteSpace: 'normal', overflow: 'visible', lineHeight: 1.25, textAlign: 'center' },
} as const;

export const theme = createTheme({
  primaryColor: 'teal',
  // WCAG AA contrast (axe): the darkest shade for filled colours, with black or white text chosen
  // by luminance; light and dimmed colours are adjusted in cssVariablesResolver below.
  primaryShade: 9,
  autoContrast: true,
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // A badge is never cut (Mantine ends it with "…" when its box is narrower) nor sticks out of its
    // box (a card's half-width cell at 375 px): its words wrap onto a second line instead.
    Badge: extend<BadgeProps>({ styles: BADGE_STYLES }),
    // The calendars mark today (Mantine leaves it plain unless asked).
    DateInput: extend<DateInputProps>({
      defaultProps: {
        valueFormat: DATE_FORMAT,
        dateParser: parseDisplayDate,
        hideOutsideDates: true,
        highlightToday: true,
      },
    }),
    DatePickerInput: extend<DatePickerInputProps>({
      defaultProps: { valueFormat: DATE_FORMAT, hideOutsideDates: true, highlightToday: true },
    }),
    // Spec §9: dropdowns grow to 30rem, then scroll.
    Select: extend<SelectProps>({ defaultProps: { maxDropdownHeight: DROPDOWN_MAX_HEIGHT } }),
    MultiSelect: extend<MultiSelectProps>({ defaultProps: { maxDropdownHeight: DROPDOWN_MAX_HEIGHT } }),
    Autocomplete: extend<AutocompleteProps>({ defaultProps: { maxDropdownHeight: DROPDOWN_MAX_HEIGHT } }),
  },
});

/**
 * Light variants (badges, alerts, the active nav link) on the palest shade with text darker than
 * shade 9, and dimmed text in gray 7, so every pairing reaches 4.5:1.
 */
export const cssVariablesResolver: CSSVariablesResolver = (t) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      Object.entries(t.colors).flatMap(([name, shades]) => [
        [`--mantine-color-${name}-light`, `var(--mantine-color-${name}-0)`],
        [`--mantine-color-${name}-light-hover`, `var(--mantine-color-${name}-1)`],
        [`--mantine-color-${name}-light-color`, darken(shades[9], 0.25)],
      ]),
    ),
  },
  dark: {},
});

/**
 * The client theme (spec §2 client layout): a branded override merged over the app theme while a
 * client layout is shown.
 */
export const clientTheme: MantineThemeOverride = {
  primaryColor: 'indigo',
  headings: { fontWeight: '700' },
};

/**
 * The client theme locale (spec §1: a single UI locale, with an optional client theme locale),
 * switched on with the client theme: texts in `lib/locales/en-client.json` replace the English
 * ones on a client's branded pages; every other text falls back to English. It words nothing
 * differently yet.
 */
export const clientThemeLocale = 'en-client';
