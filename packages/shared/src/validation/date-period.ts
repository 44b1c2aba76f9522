import { z } from 'zod';
import { refineAfter, refineBefore, refineRequiredAtLeastOne, withCrossFieldRules } from './cross-field.ts';
import { zDate } from './fields.ts';

/**
 * The custom date period of spec §5: dateFrom and dateTo as YYYY-MM-DD, at least one of them
 * (errors.requiredAtLeastOneField on both), and dateFrom not after dateTo (dateTooLate on dateFrom,
 * dateTooEarly on dateTo). Shown as DD.MM.YYYY by the web.
 */
export const ZDatePeriod = withCrossFieldRules(
  z.object({ dateFrom: zDate(), dateTo: zDate() }),
  refineRequiredAtLeastOne(['dateFrom', 'dateTo']),
  refineBefore('dateFrom', 'dateTo'),
  refineAfter('dateTo', 'dateFrom'),
);
export type TDatePeriod = z.infer<typeof ZDatePeriod>;
