import { MantineProvider, Text } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { AppModal } from '../../components/modals/app-modal.tsx';
import { modalStack } from '../../lib/modals/modal-stack.ts';
import { notices } from '../../lib/notifications/notice-store.ts';
import { NavigationRoot } from '../navigation-root.tsx';
import { theme } from '../theme.ts';
import { AppealLayout } from './appeal-layout.tsx';

function Question() {
  return (
    <AppModal title="A question" cancelLabel={false}>
      <Text>Open</Text>
    </AppModal>
  );
}

/** The appeal routes arrive with the appeals area; here the layout frames stand-in pages. */
function renderAppeal(url = '/appeal/key-1') {
  const router = createMemoryRouter(
    [
      {
        element: <NavigationRoot />,
        children: [
          {
            element: <AppealLayout />,
            children: [
              { path: '/appeal/:key', element: <p>Appeal page</p> },
              { path: '/appeal', element: <p>Appeal start</p> },
            ],
          },
        ],
      },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider theme={theme} env="test">
      <RouterProvider router={router} />
    </MantineProvider>,
  );
  return router;
}

afterEach(() => {
  act(() => modalStack.clear());
  act(() => notices.remove('appeal-info'));
});

describe('AppealLayout', { timeout: 20_000 }, () => {
  it('frames the page with the product name only: no navigation and no account menu', () => {
    renderAppeal();
    expect(screen.getByText('Statera')).toBeTruthy();
    expect(screen.getByText('Appeal')).toBeTruthy();
    const main = document.getElementById('main-content');
    expect(main?.textContent).toContain('Appeal page');
    expect(screen.queryByRole('navigation')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Account menu' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Toggle navigation' })).toBeNull();
  });

  it('shows the notification bar above the page', () => {
    renderAppeal();
    act(() => notices.show({ id: 'appeal-info', type: 'info', message: 'Evidence is due within 14 days.' }));
    const bar = screen.getByRole('region', { name: 'Notices' });
    expect(bar.textContent).toContain('Evidence is due within 14 days.');
  });

  it('hosts the modal stack, whose modals close when the contractor moves on', async () => {
    const router = renderAppeal('/appeal');
    act(() => void modalStack.show(Question, {}));
    expect(await screen.findByRole('dialog', { name: 'A question' })).toBeTruthy();
    await act(() => router.navigate('/appeal/key-2'));
    expect(modalStack.entries()).toHaveLength(0);
    expect(screen.getByText('Appeal page')).toBeTruthy();
  });
});
