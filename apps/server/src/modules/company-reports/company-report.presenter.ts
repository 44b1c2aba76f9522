import type { TAbilities, TCompanyReport } from '@statera/shared';
import { presentAttachment } from '../documents/document.presenter.ts';
import type { reportOfCompany } from './company-report.repository.ts';

type ReportWithFile = NonNullable<Awaited<ReturnType<typeof reportOfCompany>>>;

/** The report as `GET companies/{id}/report` answers it; the file only once created, with its link. */
export function presentCompanyReport(
  { report, file }: ReportWithFile,
  link: { token: string; expiresAt: string } | null,
  abilities: TAbilities,
): TCompanyReport {
  return {
    id: report.id,
    dateCreated: report.createdAt.toISOString(),
    status: report.status,
    progress: report.progress,
    dateGenerated: report.generatedAt?.toISOString() ?? null,
    counts: report.status === 'created' ? report.counts : null,
    file: file && link ? { ...presentAttachment(file), ...link } : null,
    abilities,
  };
}
