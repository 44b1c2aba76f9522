import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { errorReportCsv } from './error-report.ts';

const t = ((key: string) =>
  ({
    'csvImport.report.line': 'Row in file',
    'csvImport.report.errors': 'Errors',
    'errors.email': 'Enter a valid email address',
    'csvImport.errors.userRole': 'The role is Client user, Specialist or Approver',
  })[key] ?? key) as unknown as TFunction;

describe('error report', () => {
  it('lists the rows with errors in the import’s columns, their line and their errors in words', () => {
    const csv = errorReportCsv(
      'users',
      [
        { line: 2, values: { email: 'ok@example.test', role: 'Specialist' }, errors: {} },
        {
          line: 3,
          values: { email: 'nope', firstName: 'Ann, Jr', role: 'Boss' },
          errors: { email: ['errors.email'], role: ['csvImport.errors.userRole'] },
        },
      ],
      t,
    );
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toEqual([
      'Email,First name,Last name,Role,Row in file,Errors',
      'nope,"Ann, Jr",,Boss,3,"Email: Enter a valid email address; Role: The role is Client user, Specialist or Approver"',
    ]);
  });

  it('neutralises values a spreadsheet would run as formulas', () => {
    const csv = errorReportCsv(
      'users',
      [
        {
          line: 2,
          values: { email: '=HYPERLINK("http://evil.test")', role: '+1' },
          errors: { email: ['errors.email'] },
        },
      ],
      t,
    );
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"")"`);
    expect(csv).toContain(",'+1,");
  });
});
