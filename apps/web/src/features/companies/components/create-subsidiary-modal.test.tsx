import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CreateSubsidiaryModal } from './create-subsidiary-modal.tsx';

const PARENT = '33333333-3333-4333-8333-333333333333';
const CREATED = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Acme Digital Ltd',
  number: '07654321',
  status: 'active',
  parentId: PARENT,
  managerId: null,
  admin: { id: '55555555-5555-4555-8555-555555555555', email: 'lead@acme.test', status: 'invited' },
};

let createAnswer: () => Response | Promise<Response> = () => Response.json(CREATED, { status: 201 });
const fetchMock = vi.fn(async (input: RequestInfo | URL, _init?: RequestInit) => {
  if (String(input).startsWith('/api/sectors')) return Response.json(['technology']);
  return createAnswer();
});
const createCalls = () => fetchMock.mock.calls.filter(([url]) => String(url) === '/api/companies');
const submitButton = () => screen.getByRole('button', { name: 'Create subsidiary' }) as HTMLButtonElement;
const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('CreateSubsidiaryModal', { timeout: 30_000 }, () => {
  beforeEach(() => {
    authStore.set({ accessToken: 't', refreshToken: 'r', userId: 'u', expiresAt: Date.now() + 600_000 });
    createAnswer = () => Response.json(CREATED, { status: 201 });
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    authStore.clear();
    vi.unstubAllGlobals();
    fetchMock.mockClear();
  });

  const open = (props: { onClose?: () => void; onCreated?: () => void } = {}) =>
    renderWithProviders(
      <CreateSubsidiaryModal parentId={PARENT} opened onClose={props.onClose ?? vi.fn()} {...props} />,
    );

  it('keeps Create disabled until something is filled in, and again when it is emptied', async () => {
    open();
    expect(submitButton().disabled).toBe(true);
    type(/Company name/, 'Acme Digital Ltd');
    expect(submitButton().disabled).toBe(false);
    type(/Company name/, '   ');
    expect(submitButton().disabled).toBe(true);
  });

  it('is disabled while the call runs, then sends the subsidiary with its parent', async () => {
    let release: (r: Response) => void = () => {};
    createAnswer = () => new Promise<Response>((resolve) => (release = resolve));
    const onClose = vi.fn();
    const onCreated = vi.fn();
    open({ onClose, onCreated });
    type(/Company name/, 'Acme Digital Ltd');
    type(/Company number/, '07654321');
    type(/admin's email/, 'lead@acme.test');
    await userEvent.click(submitButton());
    await waitFor(() => expect(createCalls()).toHaveLength(1));
    expect(submitButton().disabled).toBe(true);
    release(Response.json(CREATED, { status: 201 }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    expect(onClose).toHaveBeenCalled();
    expect(JSON.parse(String(createCalls()[0]![1]?.body))).toEqual({
      name: 'Acme Digital Ltd',
      companyNumber: '07654321',
      companyAdminEmail: 'lead@acme.test',
      parentId: PARENT,
    });
  });

  it('maps the server’s field errors onto the form and stays open', async () => {
    createAnswer = () =>
      Response.json(
        {
          error_key: 'errors.validationFailed',
          message: 'Some fields cannot be accepted.',
          errors: { companyNumber: ['errors.numberMustBeUnique'], appealManagerEmail: ['errors.emailTaken'] },
        },
        { status: 422 },
      );
    const onClose = vi.fn();
    open({ onClose });
    type(/Company name/, 'Acme Digital Ltd');
    type(/Company number/, '07654321');
    type(/admin's email/, 'lead@acme.test');
    type(/appeal manager's email/, 'appeals@acme.test');
    await userEvent.click(submitButton());
    expect(await screen.findByText('The number must be unique')).toBeTruthy();
    expect(screen.getByText('This email address belongs to another user')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('needs an email for the admin and accepts only an email for the appeal manager', async () => {
    open();
    type(/Company name/, 'Acme Digital Ltd');
    type(/appeal manager's email/, 'nope');
    await userEvent.click(submitButton());
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(createCalls()).toHaveLength(0);
  });
});
