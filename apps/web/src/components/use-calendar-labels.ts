import type { CalendarAriaLabels } from '@mantine/dates';
import { useTranslation } from 'react-i18next';

/** Translated names for the calendar's arrow buttons; pass as `ariaLabels` to every date input. */
export function useCalendarLabels(): CalendarAriaLabels {
  const { t } = useTranslation();
  return {
    nextMonth: t('ui.calendar.nextMonth'),
    previousMonth: t('ui.calendar.previousMonth'),
    nextYear: t('ui.calendar.nextYear'),
    previousYear: t('ui.calendar.previousYear'),
    nextDecade: t('ui.calendar.nextDecade'),
    previousDecade: t('ui.calendar.previousDecade'),
    monthLevelControl: t('ui.calendar.chooseMonth'),
    yearLevelControl: t('ui.calendar.chooseYear'),
  };
}
