import { Badge, createTheme, type MantineThemeOverride } from '@mantine/core';
import { DateInput, DatePickerInput } from '@mantine/dates';
import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import { DATE_FORMAT } from '../lib/format.ts';

dayjs.extend(customParseFormat);

/** Typed dates are read as DD.MM.YYYY (spec §9), leaving the browser's own date formats out. */
export function parseDisplayDate(value: string): string | null {
  const d = dayjs(value.trim(), DATE_FORMAT, true);
  return d.isValid() ? d.format('YYYY-MM-DD') : null;
}

export const theme = createTheme({
  primaryColor: 'teal',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  headings: { fontWeight: '650' },
  components: {
    // Badges never shrink below their text (Mantine truncates them in narrow table cells).
    Badge: Badge.extend({ styles: { root: { minWidth: 'max-content' } } }),
    DateInput: DateInput.extend({ defaultProps: { valueFormat: DATE_FORMAT, dateParser: parseDisplayDate } }),
    DatePickerInput: DatePickerInput.extend({ defaultProps: { valueFormat: DATE_FORMAT } }),
  },
});

/**
 * The client theme (spec §2 client layout): a branded override merged over the app theme while a
 * client layout is shown.
 */
export const clientTheme: MantineThemeOverride = {
  primaryColor: 'indigo',
  headings: { fontWeight: '700' },
};
