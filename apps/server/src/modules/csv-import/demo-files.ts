import { randomBytes } from 'node:crypto';
import {
  CSV_COLUMNS,
  CSV_DELIMITERS,
  isoToCsvDate,
  neutraliseCsvValue,
  type TCsvDelimiter,
  type TCsvEntity,
} from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { authorize } from '../../authz/authorize.ts';
import { IMPORT_ABILITY } from './csv-import.policy.ts';

/** A CSV line: cells quoted when they hold the delimiter, a quote or a line break; formula-like ones neutralised. */
export function csvLine(cells: readonly string[], delimiter: TCsvDelimiter): string {
  const sep = CSV_DELIMITERS[delimiter];
  return cells
    .map((raw) => {
      const cell = neutraliseCsvValue(raw);
      return cell.includes(sep) || /["\r\n]/.test(cell) ? `"${cell.replace(/"/g, '""')}"` : cell;
    })
    .join(sep);
}

const day = (offset: number) => isoToCsvDate(new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10));

/**
 * Two example rows per import that import cleanly as they are: fresh names and numbers, dates ahead,
 * and for engagements the caller in both seats when a client admin (who may hold both), else new
 * people at example.com whom the import invites (the screen's "invite" option, on by default).
 */
function exampleRows(entity: TCsvEntity, actor: Actor): Record<string, string>[] {
  const tag = randomBytes(2).toString('hex').toUpperCase();
  const number = () => String(10_000_000 + (randomBytes(4).readUInt32BE() % 89_999_999));
  const mail = (who: string) => `${who}.${tag.toLowerCase()}@example.com`;
  switch (entity) {
    case 'engagements': {
      const own = actor.role === 'client_admin';
      const seats = (i: number) => ({
        specialistEmail: own ? actor.email : mail(`specialist${i}`),
        approverEmail: own ? actor.email : mail(`approver${i}`),
      });
      const common = { contractStart: day(14), contractEnd: day(379), department: '', yourReference: '' };
      return [
        {
          engagedIndividualName: `Alex Example ${tag}`,
          engagedIndividualEmail: mail('alex'),
          engagedIndividualRole: 'Data engineer',
          type: 'Company',
          companyName: `Example Consulting ${tag} Ltd`,
          companyNumber: number(),
          contractValue: '48500.00',
          serviceProvided: 'Data platform delivery',
          agencyName: `Example Agency ${tag}`,
          agencyNumber: number(),
          agencyContactName: 'Sam Agent',
          agencyEmail: mail('agency'),
          ...common,
          ...seats(1),
        },
        {
          engagedIndividualName: `Jordan Example ${tag}`,
          engagedIndividualEmail: mail('jordan'),
          engagedIndividualRole: 'Project manager',
          type: 'Sole trader',
          companyName: '',
          companyNumber: '',
          contractValue: '23000.50',
          serviceProvided: 'Office move coordination',
          agencyName: '',
          agencyNumber: '',
          agencyContactName: '',
          agencyEmail: '',
          ...common,
          ...seats(1),
        },
      ];
    }
    case 'users':
      return [
        { email: mail('new.specialist'), firstName: 'Robin', lastName: 'Example', role: 'Specialist' },
        { email: mail('new.approver'), firstName: 'Casey', lastName: 'Example', role: 'Approver' },
      ];
    case 'clients':
      return [1, 2].map((i) => ({
        name: `Example Client ${tag}${i} plc`,
        companyNumber: number(),
        sector: i === 1 ? 'Banking and financial services' : 'Construction',
        companyAdminEmail: mail(`client.admin${i}`),
        gtManagerEmail: '',
        appealManagerEmail: '',
      }));
    case 'subsidiaries':
      return [1, 2].map((i) => ({
        name: `Example Subsidiary ${tag}${i} Ltd`,
        companyNumber: number(),
        sector: i === 1 ? 'Engineering' : '',
        companyAdminEmail: mail(`subsidiary.admin${i}`),
        appealManagerEmail: '',
      }));
  }
}

/**
 * GET csv/{entity}/download?delimiter= (spec §7): the demo file of an import in the chosen delimiter
 * (§9), a header row and two rows that import cleanly; UTF-8 with a BOM, so Excel opens it right.
 */
export function demoFile(actor: Actor, entity: TCsvEntity, delimiter: TCsvDelimiter) {
  authorize(actor, IMPORT_ABILITY[entity]);
  const columns = CSV_COLUMNS[entity];
  const lines = [
    csvLine(
      columns.map((c) => c.header),
      delimiter,
    ),
    ...exampleRows(entity, actor).map((row) =>
      csvLine(
        columns.map((c) => row[c.field] ?? ''),
        delimiter,
      ),
    ),
  ];
  return { fileName: `${entity}-import-example.csv`, body: `\uFEFF${lines.join('\r\n')}\r\n` };
}
