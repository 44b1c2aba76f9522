import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { MaintenanceBar } from './maintenance-bar.tsx';

const HOUR = 3_600_000;
const server = installFakeApi({ signedIn: false });

function serve(startsInHours: number) {
  const start = Date.now() + startsInHours * HOUR;
  const upcoming = {
    id: 'w-bar',
    startsAt: new Date(start).toISOString(),
    endsAt: new Date(start + 2 * HOUR).toISOString(),
    message: 'Database upgrade',
  };
  server.on('GET /api/maintenance', { current: null, upcoming });
  return server.fetch;
}

/** Lets the maintenance answer arrive and render. */
async function settled(fetchMock: ReturnType<typeof serve>) {
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  await new Promise((r) => setTimeout(r, 20));
}

describe('MaintenanceBar', () => {
  it('announces a window starting within 48 hours, with DD.MM.YYYY hh:mm A times, until dismissed', async () => {
    const fetchMock = serve(5);
    const { unmount } = renderWithProviders(<MaintenanceBar />);
    expect(await screen.findByText('Planned maintenance')).toBeTruthy();
    expect(screen.getByText(/unavailable from \d{2}\.\d{2}\.\d{4} \d{2}:\d{2} (AM|PM) to/)).toBeTruthy();
    expect(screen.getByText('Database upgrade')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss the maintenance notice' }));
    expect(screen.queryByText('Planned maintenance')).toBeNull();
    unmount();
    // The dismissal holds for this window on the next visit.
    fetchMock.mockClear();
    renderWithProviders(<MaintenanceBar />);
    await settled(fetchMock);
    expect(screen.queryByText('Planned maintenance')).toBeNull();
  });

  it('stays hidden for a window more than 48 hours away', async () => {
    const fetchMock = serve(60);
    renderWithProviders(<MaintenanceBar />);
    await settled(fetchMock);
    expect(screen.queryByText('Planned maintenance')).toBeNull();
  });
});
