import { CSV_IMPORT_LIMITS, ERROR_KEYS, type TCsvClientRow, ZCsvClientRow, ZCsvSubsidiaryRow } from '@statera/shared';
import type { z } from 'zod';
import { type CompanyContext, companyErrors, loadCompanyContext } from '../client-creation/company-rules.ts';
import { applyNewCompany, lockCompanyCreation } from '../client-creation/create-client.ts';
import { throttledSendTime } from '../invitations/invitee.ts';
import { completeOnboardingStep } from '../onboarding/onboarding.service.ts';
import { type Importer, wholeFileImporter } from './importer.ts';
import { addError, addErrors, type CheckedRow, flagRepeats } from './row-check.ts';

type Row = CheckedRow<Partial<TCsvClientRow> & z.output<typeof ZCsvSubsidiaryRow>>;
const lower = (v: string | undefined) => v?.trim().toLowerCase() || null;

/**
 * Clients (provider admins) and subsidiaries of a client: POST companies' rules per row
 * (company-rules.ts: name and number free, admin address not a live user's, manager a provider
 * user), the same names, numbers and admin addresses at most once in a file, and its apply step
 * per row (the company, its settings, its admin invited — throttled, or held with `invite: false`).
 */
function companyImporter(
  entity: 'clients' | 'subsidiaries',
  schema: typeof ZCsvClientRow | typeof ZCsvSubsidiaryRow,
): Importer<z.ZodType, CompanyContext> {
  return wholeFileImporter<z.ZodType, CompanyContext>({
    entity,
    schema: schema as z.ZodType,
    lock: (tx) => lockCompanyCreation(tx),
    async check(db, _ctx, rows) {
      const list = rows as Row[];
      const pairs = list.flatMap((r) => (r.parsed ? [[r, r.parsed] as const] : []));
      const valid = pairs.map(([r]) => r);
      await flagRepeats(valid, (r) => lower(r.values.name), 'name', ERROR_KEYS.csvDuplicateValue);
      await flagRepeats(valid, (r) => lower(r.values.companyNumber), 'companyNumber', ERROR_KEYS.csvDuplicateValue);
      await flagRepeats(
        valid,
        (r) => lower(r.values.companyAdminEmail),
        'companyAdminEmail',
        ERROR_KEYS.csvDuplicateEmail,
      );
      const context = await loadCompanyContext(
        db,
        pairs.map(([, p]) => p),
      );
      for (const [row, p] of pairs) addErrors(row, companyErrors(p, context));
      for (const [row, p] of pairs) {
        if (
          p.appealManagerEmail &&
          pairs.some(([other, q]) => other !== row && q.companyAdminEmail === p.appealManagerEmail)
        ) {
          addError(row, 'appealManagerEmail', ERROR_KEYS.csvDuplicateEmail);
        }
      }
      return context;
    },
    async apply(tx, ctx, rows, context) {
      const ids: string[] = [];
      let invited = 0;
      const inviteAdmin = entity === 'subsidiaries' || (ctx.options.invite ?? true);
      for (const [i, row] of (rows as Row[]).entries()) {
        const p = row.parsed!;
        const created = await applyNewCompany(
          tx,
          ctx.actor,
          { ...p, sector: p.sector ?? null },
          {
            parentId: entity === 'subsidiaries' ? ctx.company!.id : null,
            managerId: p.gtManagerEmail ? (context.managers.get(p.gtManagerEmail) ?? null) : null,
            publicUrl: ctx.publicUrl,
            inviteAdmin,
            notBefore: throttledSendTime(ctx.now, i, CSV_IMPORT_LIMITS.invitationsPerMinute),
          },
        );
        ids.push(created.id);
        if (created.admin.status === 'invited') invited++;
        if ((i + 1) % 50 === 0) await ctx.progress(i + 1);
      }
      // a no-op for anyone without that onboarding step (only a client admin has it)
      if (entity === 'subsidiaries' && ids.length) await completeOnboardingStep(tx, ctx.actor.id, 'add_subsidiary');
      await ctx.progress(ids.length);
      return { created: ids.length, invited, ids: ids.slice(0, 100) };
    },
  });
}

export const clientImporter = companyImporter('clients', ZCsvClientRow);
export const subsidiaryImporter = companyImporter('subsidiaries', ZCsvSubsidiaryRow);
