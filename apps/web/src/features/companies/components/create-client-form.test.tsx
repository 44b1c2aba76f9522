import type { TCreatedClient } from '@statera/shared';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { CreateClientForm } from './create-client-form.tsx';

const CREATED: TCreatedClient = {
  id: '11111111-1111-4111-8111-111111111111',
  name: 'Acme Ltd',
  number: '01234567',
  status: 'awaiting',
  parentId: null,
  managerId: null,
  admin: { id: '22222222-2222-4222-8222-222222222222', email: 'boss@acme.test', status: 'invited' },
};

const server = installFakeApi();
const createCalls = () => server.requests().filter((request) => request.url === '/api/companies');
const field = (name: RegExp) => screen.getByRole('textbox', { name });
const type = (name: RegExp, value: string) => fireEvent.change(field(name), { target: { value } });

describe('CreateClientForm', { timeout: 30_000 }, () => {
  beforeEach(() => {
    server.on('GET /api/sectors', ['construction', 'technology']);
    server.on('POST /api/companies', () => Response.json(CREATED, { status: 201 }));
  });

  const open = (onCreated = vi.fn()) => {
    renderRoute(<CreateClientForm canChooseManager={false} onCreated={onCreated} />);
    return onCreated;
  };

  it('shows the shared rules once a submit is attempted, and sends nothing', async () => {
    open();
    expect(screen.queryByText('This field is required')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    // Company name, company number and the admin's email are required.
    expect(await screen.findAllByText('This field is required')).toHaveLength(3);
    expect(createCalls()).toHaveLength(0);
  });

  it('judges a field when it is left: an admin email must be an address, the name at most 100 characters', async () => {
    open();
    type(/Client admin's email/, 'not-an-email');
    expect(screen.queryByText('Enter a valid email address')).toBeNull();
    fireEvent.blur(field(/Client admin's email/));
    expect(await screen.findByText('Enter a valid email address')).toBeTruthy();
    type(/Company name/, 'x'.repeat(101));
    fireEvent.blur(field(/Company name/));
    expect(await screen.findByText('The value is too long')).toBeTruthy();
  });

  it('puts the server’s 422 field errors on their fields until they change', async () => {
    server.on('POST /api/companies', () =>
      apiError(422, 'errors.validationFailed', {
        message: 'Some fields cannot be accepted.',
        errors: { name: ['errors.nameMustBeUnique'], companyAdminEmail: ['errors.emailTaken'] },
      }),
    );
    const onCreated = open();
    type(/Company name/, 'Acme Ltd');
    type(/Company number/, '01234567');
    type(/Client admin's email/, 'boss@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    expect(await screen.findByText('The name must be unique')).toBeTruthy();
    expect(screen.getByText('This email address belongs to another user')).toBeTruthy();
    expect(onCreated).not.toHaveBeenCalled();
    expect(field(/Company name/).getAttribute('aria-invalid')).toBe('true');

    type(/Company name/, 'Acme Trading Ltd');
    expect(screen.queryByText('The name must be unique')).toBeNull();
    expect(screen.getByText('This email address belongs to another user')).toBeTruthy();
  });

  it('sends the trimmed values without the empty optional fields, then hands over the new client', async () => {
    const onCreated = open();
    type(/Company name/, '  Acme Ltd ');
    type(/Company number/, '01234567');
    type(/Client admin's email/, ' Boss@Acme.test ');
    await userEvent.click(screen.getByRole('button', { name: 'Create client' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(CREATED));
    const [sent] = createCalls();
    expect(sent?.method).toBe('POST');
    expect(sent?.body).toEqual({
      name: 'Acme Ltd',
      companyNumber: '01234567',
      companyAdminEmail: 'boss@acme.test',
    });
  });
});
