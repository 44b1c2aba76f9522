import type { TEngagedEntity } from '@statera/shared';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import { modalStack } from '../../../lib/modals/modal-stack.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { EngagedEntityModal } from './engaged-entity-modal.tsx';

const COMPANY = '11111111-1111-4111-8111-111111111111';
const created: TEngagedEntity = {
  id: '22222222-2222-4222-8222-222222222222',
  name: 'Kestrel Ltd',
  number: null,
  type: 'company',
  engagedIndividuals: [],
};
const server = installFakeApi();

function open(onCreated = vi.fn()) {
  renderWithProviders(<ModalHost />);
  act(() => void modalStack.show(EngagedEntityModal, { companyId: COMPANY, onCreated }));
  return onCreated;
}

describe('EngagedEntityModal', { timeout: 20_000 }, () => {
  beforeEach(() => {
    server.on('POST /api/companies/:id/engaged-entities', () => Response.json(created, { status: 201 }));
  });
  afterEach(() => {
    act(() => modalStack.clear());
  });

  it('sits on the modal stack; Enter in a field submits, then it closes and hands over the entity', async () => {
    const user = userEvent.setup();
    const onCreated = open();
    const dialog = await screen.findByRole('dialog', { name: 'New engaged entity' });
    expect(dialog).toBeTruthy();
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Kestrel Ltd');
    await user.type(screen.getByRole('textbox', { name: /individual's name/ }), 'Owen Price{Enter}');
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(created));
    const [sent] = server.requests();
    expect(sent?.url).toBe(`/api/companies/${COMPANY}/engaged-entities`);
    expect(sent?.body).toMatchObject({
      name: 'Kestrel Ltd',
      type: 'company',
      engagedIndividualName: 'Owen Price',
    });
    expect(modalStack.entries()).toHaveLength(0);
  });

  it('shows the required fields on submit and sends nothing', async () => {
    const user = userEvent.setup();
    open();
    await user.click(await screen.findByRole('button', { name: 'Add engaged entity' }));
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(server.fetch).not.toHaveBeenCalled();
  });

  it('closes on Escape without sending', async () => {
    const user = userEvent.setup();
    const onCreated = open();
    await screen.findByRole('dialog', { name: 'New engaged entity' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(modalStack.entries()).toHaveLength(0));
    expect(server.fetch).not.toHaveBeenCalled();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
