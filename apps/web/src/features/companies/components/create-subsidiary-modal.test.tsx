import type { TCreatedClient } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { CreateSubsidiaryModal } from './create-subsidiary-modal.tsx';

const PARENT = '33333333-3333-4333-8333-333333333333';
const CREATED: TCreatedClient = {
  id: '44444444-4444-4444-8444-444444444444',
  name: 'Acme Digital Ltd',
  number: '07654321',
  status: 'active',
  parentId: PARENT,
  managerId: null,
  admin: { id: '55555555-5555-4555-8555-555555555555', email: 'lead@acme.test', status: 'invited' },
};

const created = () => Response.json(CREATED, { status: 201 });
const server = installFakeApi();
const createCalls = () => server.requests().filter((request) => request.url === '/api/companies');
const submitButton = () => screen.getByRole('button', { name: 'Create subsidiary' }) as HTMLButtonElement;
const type = (name: RegExp, value: string) =>
  fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('CreateSubsidiaryModal', { timeout: 30_000 }, () => {
  beforeEach(() => {
    server.on('GET /api/sectors', ['technology']);
    server.on('POST /api/companies', created);
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
    server.on('POST /api/companies', () => new Promise<Response>((resolve) => (release = resolve)));
    const onClose = vi.fn();
    const onCreated = vi.fn();
    open({ onClose, onCreated });
    type(/Company name/, 'Acme Digital Ltd');
    type(/Company number/, '07654321');
    type(/admin's email/, 'lead@acme.test');
    await userEvent.click(submitButton());
    await waitFor(() => expect(createCalls()).toHaveLength(1));
    expect(submitButton().disabled).toBe(true);
    release(created());
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    expect(onClose).toHaveBeenCalled();
    expect(createCalls()[0]?.body).toEqual({
      name: 'Acme Digital Ltd',
      companyNumber: '07654321',
      companyAdminEmail: 'lead@acme.test',
      parentId: PARENT,
    });
  });

  it('maps the server’s field errors onto the form and stays open', async () => {
    server.on('POST /api/companies', () =>
      apiError(422, 'errors.validationFailed', {
        message: 'Some fields cannot be accepted.',
        errors: { companyNumber: ['errors.numberMustBeUnique'], appealManagerEmail: ['errors.emailTaken'] },
      }),
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
