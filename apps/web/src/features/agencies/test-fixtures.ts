import { type TAgency, ZAgency } from '@statera/shared';

export const AGENCY_ID = '55555555-5555-4555-8555-555555555555';
export const COMPANY_ID = '22222222-2222-4222-8222-222222222222';

/** An agency as GET /api/agencies/{id} answers it, parsed by the server's schema. */
export const agency = (over: Partial<TAgency> = {}): TAgency =>
  ZAgency.parse({
    id: AGENCY_ID,
    name: 'Hays Staffing',
    number: 'H-100',
    email: 'desk@hays.test',
    contactName: 'Pat Desk',
    mainCompanyId: COMPANY_ID,
    mainCompany: { id: COMPANY_ID, name: 'Acme plc' },
    activeEngagementCount: 4,
    activeTestEngagementCount: 1,
    archivedEngagementCount: 2,
    dateCreated: '2030-01-15T10:00:00.000Z',
    dateModified: '2030-02-01T10:00:00.000Z',
    abilities: { edit: true, delete: true },
    ...over,
  });
