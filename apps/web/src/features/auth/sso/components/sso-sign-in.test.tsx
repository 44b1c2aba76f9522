import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi } from '../../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { browser } from '../api/get-sso-redirect-link.ts';
import { SsoSignIn } from './sso-sign-in.tsx';

const LINK = 'https://id.northwind.test/authorize?state=s';
const server = installFakeApi({ signedIn: false });
const go = vi.fn();

describe('SsoSignIn', () => {
  beforeEach(() => {
    server.on('GET /api/sso-redirect-link', { link: LINK });
    vi.spyOn(browser, 'go').mockImplementation(go);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    go.mockClear();
  });

  it("asks for the organisation's sign-in name and sends the browser to its provider", async () => {
    renderWithProviders(<SsoSignIn redirect="/engagements/7" />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    await userEvent.click(screen.getByRole('button', { name: 'Continue to your organisation' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(server.fetch).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/Organisation sign-in name/), ' Northwind ');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to your organisation' }));
    await waitFor(() => expect(go).toHaveBeenCalledWith(LINK));
    const url = new URL(server.requests()[0]!.url, 'http://app.test');
    expect(url.pathname).toBe('/api/sso-redirect-link');
    expect(url.searchParams.get('name')).toBe('northwind');
    expect(url.searchParams.get('redirect')).toBe('/engagements/7');
  });

  it('says so when no provider has the name', async () => {
    server.on('GET /api/sso-redirect-link', () => apiError(404, 'errors.notFound', { message: 'Not found.' }));
    renderWithProviders(<SsoSignIn />);
    await userEvent.click(screen.getByRole('button', { name: 'Sign in with single sign-on' }));
    await userEvent.type(screen.getByLabelText(/Organisation sign-in name/), 'nobody');
    await userEvent.click(screen.getByRole('button', { name: 'Continue to your organisation' }));
    expect(await screen.findByText(/No single sign-on is set up under this name/)).toBeTruthy();
    expect(go).not.toHaveBeenCalled();
  });

  it('starts at once on a customer login path', async () => {
    renderWithProviders(<SsoSignIn provider="northwind" />);
    expect(screen.getByRole('status').textContent).toContain("Taking you to your organisation's sign-in page");
    await waitFor(() => expect(go).toHaveBeenCalledWith(LINK));
    expect(server.fetch).toHaveBeenCalledTimes(1);
  });

  it('shows why the last attempt failed and does not start again by itself', async () => {
    renderWithProviders(<SsoSignIn provider="northwind" error="errors.ssoNoAccount" />);
    expect(screen.getByRole('alert').textContent).toContain('there is no active Statera account');
    expect((screen.getByLabelText(/Organisation sign-in name/) as HTMLInputElement).value).toBe('northwind');
    expect(server.fetch).not.toHaveBeenCalled();
  });
});
