import { formatPenceAsPounds } from '@statera/shared';
import type { Pdf } from '../../../lib/pdf/document.ts';
import { keyValues, table } from '../../../lib/pdf/layout.ts';
import { formatDate } from '../../../lib/pdf/text.ts';
import { ENTITY_TYPES, type Statement } from './statement.ts';

const dash = (v: string | null | undefined) => (v && v.trim() !== '' ? v : '—');

/** The parties of the engagement: client and its group, engaged entity, worker, agency. */
export function drawParties(doc: Pdf, s: Statement): void {
  const rows: string[][] = [
    ['Client', s.client.name, dash(s.client.number), 'The organisation receiving the services'],
  ];
  if (s.group) rows.push(['Group (parent company)', s.group.name, dash(s.group.number), 'The client’s parent company']);
  rows.push(['Engaged entity', s.entity.name, dash(s.entity.number), ENTITY_TYPES[s.entity.type]]);
  rows.push([
    'Engaged individual (worker)',
    s.individual.name,
    '—',
    [s.individual.role, s.individual.email].filter(Boolean).join(' · ') || '—',
  ]);
  if (s.agency) rows.push(['Agency', s.agency.name, dash(s.agency.number), dash(s.agency.email)]);
  else rows.push(['Agency', 'None', '—', 'The client engages the entity directly']);
  table(
    doc,
    [
      { header: 'Role', width: 0.24, bold: true },
      { header: 'Name', width: 0.3 },
      { header: 'Number', width: 0.16 },
      { header: 'Details', width: 0.3 },
    ],
    rows,
  );
}

/** The engagement: the service, the contract dates and value. */
export function drawEngagement(doc: Pdf, s: Statement): void {
  const e = s.engagement;
  keyValues(doc, [
    ['Service provided', e.serviceProvided],
    ['Contract start', formatDate(e.contractStart)],
    ['Contract end', formatDate(e.contractEnd)],
    ['Contract value', formatPenceAsPounds(e.contractValuePence)],
    ['Department', dash(e.department)],
    ['Your reference', dash(e.yourReference)],
    ['Assessment type', s.assessmentType.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())],
  ]);
}
