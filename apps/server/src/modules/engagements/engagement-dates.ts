import { ERROR_KEYS } from '@statera/shared';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { openAssessmentDueDate } from '../assessments/engagement-assessments.ts';

/**
 * The rules for new contract dates (spec §5): the end not before today and after the current
 * assessment's due date (end after start is the schema's). Field errors, 400.
 */
export async function checkNewContractDates(
  tx: Tx,
  engagementId: string,
  dates: { contractStart: string; contractEnd: string },
  today: string,
): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (dates.contractEnd < today) errors.contractEnd = [ERROR_KEYS.contractEndInPast];
  else {
    const due = await openAssessmentDueDate(tx, engagementId);
    if (due && dates.contractEnd <= due) errors.contractEnd = [ERROR_KEYS.contractEndBeforeDueDate];
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError(400, ERROR_KEYS.validation, 'The new contract dates are not valid.', errors);
  }
}
