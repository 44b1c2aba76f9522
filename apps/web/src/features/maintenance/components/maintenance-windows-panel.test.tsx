import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { MaintenanceWindowsPanel } from './maintenance-windows-panel.tsx';

const server = installFakeApi();
const hours = (h: number) => new Date(Date.now() + h * 3_600_000).toISOString();

describe('MaintenanceWindowsPanel', () => {
  it('heads the end time "Ends" and offers "End now" only on the window in progress', async () => {
    server.on('GET /api/maintenance-windows', [
      { id: '11111111-1111-4111-8111-111111111111', startsAt: hours(-1), endsAt: hours(1), message: 'Database move' },
      { id: '22222222-2222-4222-8222-222222222222', startsAt: hours(24), endsAt: hours(26), message: null },
    ]);
    renderRoute(<MaintenanceWindowsPanel />);
    const table = await screen.findByRole('table', { name: 'Maintenance windows' });
    await within(table).findByText('Database move');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Starts', 'Ends', 'State', 'Message', 'Actions']);
    expect(within(table).getAllByRole('button', { name: 'End now' })).toHaveLength(1);
    expect(within(table).getAllByRole('button', { name: 'Cancel window' })).toHaveLength(1);
  });
});
