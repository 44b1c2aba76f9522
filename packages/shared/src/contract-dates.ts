import { ERROR_KEYS } from './errors.ts';
import { RULE_MESSAGES } from './validation/messages.ts';

/**
 * The contract-date rules of a new engagement (spec §5): the start before the end, the end not
 * before today and after the first assessment's due date (the later of the start and today). One
 * rule set for the single create, the import and new dates of an existing engagement (which pass
 * the open assessment's due date). Dates are YYYY-MM-DD; answers the field errors, none when valid.
 */
export function contractDateErrors(
  dates: { contractStart: string; contractEnd: string },
  today: string,
  dueDate: string | null = dates.contractStart > today ? dates.contractStart : today,
): Record<string, string[]> {
  const { contractStart, contractEnd } = dates;
  if (contractEnd <= contractStart) return { contractEnd: [RULE_MESSAGES.after] };
  if (contractEnd < today) return { contractEnd: [ERROR_KEYS.contractEndInPast] };
  if (dueDate && contractEnd <= dueDate) return { contractEnd: [ERROR_KEYS.contractEndBeforeDueDate] };
  return {};
}
