import { CSV_COLUMNS } from '@statera/shared';
import type { AccessTable, FixtureIds } from './route-spec.ts';

/** CSV imports: who may import what (docs/decisions/csv-import.md). */
const MANAGERS = ['provider_admin', 'provider_user', 'client_admin'] as const;

/** Multipart bodies need their own boundary header: the matrix sends `headers` with `body`. */
function form(entity: keyof typeof CSV_COLUMNS, fields: (ids: FixtureIds) => Record<string, string>) {
  const header = CSV_COLUMNS[entity].map((c) => c.header).join(',');
  const row = CSV_COLUMNS[entity].map(() => 'x').join(',');
  const boundary = `----statera-matrix-${entity}`;
  const body = (ids: FixtureIds) => {
    const parts = [
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${entity}.csv"\r\nContent-Type: text/csv\r\n\r\n${header}\n${row}\n\r\n`,
      ...Object.entries(fields(ids)).map(
        ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
      ),
      `--${boundary}--\r\n`,
    ];
    return Buffer.from(parts.join('')) as unknown as object;
  };
  return { body, headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

export default {
  protected: {
    // The fixture's group's top company: its company admin (of the subsidiary) gets 404.
    'POST /api/engagements-csv': {
      allow: MANAGERS,
      ...form('engagements', (ids) => ({ companyId: ids.company })),
      tenant: true,
    },
    'POST /api/users-csv': { allow: MANAGERS, ...form('users', (ids) => ({ companyId: ids.company })), tenant: true },
    'POST /api/subsidiaries-csv': {
      allow: MANAGERS,
      ...form('subsidiaries', (ids) => ({ parentId: ids.company })),
      tenant: true,
    },
    // Clients belong to no group: provider admins of any "group" may import them.
    'POST /api/clients-csv': { allow: ['provider_admin'], ...form('clients', () => ({})), tenant: false },
    // The first allowed call queues the import (202); the next ones hear 409 (it is running).
    'POST /api/csv/:key/engagements': {
      allow: MANAGERS,
      url: (ids) => `/api/csv/${ids.csvEngagements}/engagements`,
      body: (ids) => ({ companyId: ids.company }),
    },
    'POST /api/csv/:key/users': { allow: MANAGERS, url: (ids) => `/api/csv/${ids.csvUsers}/users`, body: {} },
    'POST /api/csv/:key/subsidiaries': {
      allow: MANAGERS,
      url: (ids) => `/api/csv/${ids.csvSubsidiaries}/subsidiaries`,
      body: (ids) => ({ parentId: ids.company }),
    },
    'POST /api/csv/:key/clients': {
      allow: ['provider_admin'],
      url: (ids) => `/api/csv/${ids.csvClients}/clients`,
      body: { invite: false },
      tenant: false,
    },
    // Demo files: anyone who may import that entity (no tenant: a file, not a record).
    'GET /api/csv/:entity/download': {
      allow: ['provider_admin', 'provider_user', 'client_admin', 'company_admin'],
      url: () => '/api/csv/engagements/download?delimiter=semicolon',
      tenant: false,
    },
    'GET /api/csv/:key': { allow: MANAGERS, url: (ids) => `/api/csv/${ids.csvUsers}` },
    // Queued by the process call above: allowed callers cancel it (200) or hear it is no longer running (409).
    'PUT /api/csv/:key/cancel': { allow: MANAGERS, url: (ids) => `/api/csv/${ids.csvEngagements}/cancel` },
  },
} satisfies AccessTable;
