import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StatusPage } from '../../components/status-page.tsx';
import { renderRoute } from '../../test/render-route.tsx';
import { ForbiddenPage } from './forbidden-page.tsx';
import { NotFoundPage } from './not-found-page.tsx';

describe('status pages', { timeout: 20_000 }, () => {
  it('404: says the page could not be found and titles the document', () => {
    renderRoute(<NotFoundPage />, '/no-such-page');
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be found' })).toBeTruthy();
    expect(screen.getByText('The address may be wrong, or the page may have been moved.')).toBeTruthy();
    expect(document.title).toBe('This page could not be found · Statera');
  });

  it('403: says the page is not for this user', () => {
    renderRoute(<ForbiddenPage />, '/403');
    expect(screen.getByRole('heading', { level: 1, name: 'You do not have access to this page' })).toBeTruthy();
    expect(screen.getByText('Ask your administrator if you think you should.')).toBeTruthy();
  });

  it('shows the code to sighted users only: the heading carries the meaning', () => {
    renderRoute(<StatusPage code="500" title="Something went wrong" description="Try again." />);
    const code = screen.getByText('500');
    expect(code.getAttribute('aria-hidden')).toBe('true');
  });

  it('goes back to the start page with its button', async () => {
    const { router } = renderRoute(<ForbiddenPage />, '/settings');
    await userEvent.click(screen.getByRole('link', { name: 'Back to home' }));
    await act(async () => {});
    expect(router.state.location.pathname).toBe('/');
  });
});
