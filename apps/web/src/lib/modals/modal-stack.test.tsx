import { MantineProvider, TextInput } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LayoutServices } from '../../app/layouts/layout-services.tsx';
import { NavigationRoot } from '../../app/navigation-root.tsx';
import { theme } from '../../app/theme.ts';
import { AppModal } from '../../components/modals/app-modal.tsx';
import { renderRoute } from '../../test/render-route.tsx';
import { ModalHost } from './modal-host.tsx';
import { createModalStack, modalStack } from './modal-stack.ts';

function Named({ name, closeable, onSubmit }: { name: string; closeable?: boolean; onSubmit?: () => void }) {
  const [text, setText] = useState('');
  return (
    <AppModal title={name} closeable={closeable} onSubmit={onSubmit ?? (() => {})}>
      <TextInput label={`${name} field`} value={text} onChange={(e) => setText(e.currentTarget.value)} data-autofocus />
    </AppModal>
  );
}

const dialog = (name: string) => screen.queryByRole('dialog', { name });

afterEach(() => act(() => modalStack.clear()));

describe('modal stack', { timeout: 20_000 }, () => {
  it('pushes on show, pops on hide and removes only non-persistent modals on closeAll', () => {
    const stack = createModalStack();
    stack.show(Named, { name: 'A' });
    stack.show(Named, { name: 'B' }, { persistent: true });
    stack.show(Named, { name: 'C' });
    expect(stack.entries().map((e) => (e.props as { name: string }).name)).toEqual(['A', 'B', 'C']);
    stack.hide();
    expect(stack.entries().map((e) => (e.props as { name: string }).name)).toEqual(['A', 'B']);
    stack.show(Named, { name: 'D' });
    stack.closeAll();
    expect(stack.entries().map((e) => (e.props as { name: string }).name)).toEqual(['B']);
    stack.show(Named, { name: 'E' }, { id: 'fixed' });
    stack.show(Named, { name: 'F' }, { id: 'fixed' });
    expect(stack.entries().map((e) => (e.props as { name: string }).name)).toEqual(['B', 'F']);
  });

  it('shows only the top modal and re-shows the previous one, state intact, when it is hidden', async () => {
    const user = userEvent.setup();
    const stack = createModalStack();
    renderRoute(<ModalHost stack={stack} />);
    act(() => void stack.show(Named, { name: 'First' }));
    await user.type(await screen.findByRole('textbox', { name: 'First field' }), 'kept');
    act(() => void stack.show(Named, { name: 'Second' }));
    expect(await screen.findByRole('dialog', { name: 'Second' })).toBeTruthy();
    expect(dialog('First')).toBeNull();
    act(() => stack.hide());
    expect(await screen.findByRole('dialog', { name: 'First' })).toBeTruthy();
    expect(dialog('Second')).toBeNull();
    expect((screen.getByRole('textbox', { name: 'First field' }) as HTMLInputElement).value).toBe('kept');
  });

  it('closes the top modal on Escape, but not an uncloseable one', async () => {
    const user = userEvent.setup();
    const stack = createModalStack();
    renderRoute(<ModalHost stack={stack} />);
    act(() => void stack.show(Named, { name: 'Locked', closeable: false }));
    act(() => void stack.show(Named, { name: 'Top' }));
    await user.click(await screen.findByRole('textbox', { name: 'Top field' }));
    await user.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Locked' })).toBeTruthy();
    expect(dialog('Top')).toBeNull();
    await user.click(screen.getByRole('textbox', { name: 'Locked field' }));
    await user.keyboard('{Escape}');
    expect(dialog('Locked')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });

  it('submits on Enter, from a field and from the focused confirm button', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    const stack = createModalStack();
    renderRoute(<ModalHost stack={stack} />);
    act(() => void stack.show(Named, { name: 'Form', onSubmit }));
    await user.type(await screen.findByRole('textbox', { name: 'Form field' }), 'x{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    screen.getByRole('button', { name: 'Confirm' }).focus();
    await user.keyboard('{Enter}');
    expect(onSubmit).toHaveBeenCalledTimes(2);
  });

  it('closes every non-persistent modal when the route changes', async () => {
    const router = createMemoryRouter(
      [
        {
          element: <NavigationRoot />,
          children: [
            {
              element: (
                <>
                  <Outlet />
                  <LayoutServices />
                </>
              ),
              children: [{ path: '*', element: <p>page</p> }],
            },
          ],
        },
      ],
      { initialEntries: ['/one'] },
    );
    render(
      <MantineProvider theme={theme} env="test">
        <RouterProvider router={router} />
      </MantineProvider>,
    );
    act(() => {
      modalStack.show(Named, { name: 'Stays' }, { persistent: true });
      modalStack.show(Named, { name: 'Goes' });
    });
    expect(await screen.findByRole('dialog', { name: 'Goes' })).toBeTruthy();
    await act(() => router.navigate('/two'));
    expect(await screen.findByRole('dialog', { name: 'Stays' })).toBeTruthy();
    expect(modalStack.entries()).toHaveLength(1);
  });
});
