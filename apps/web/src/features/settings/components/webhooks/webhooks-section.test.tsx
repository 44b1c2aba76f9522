import type { TWebhookEndpoint } from '@statera/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../../test/render.tsx';
import { WebhooksSection } from './webhooks-section.tsx';

const GROUP = '11111111-1111-4111-8111-111111111111';
const endpoint = (over: Partial<TWebhookEndpoint> = {}): TWebhookEndpoint => ({
  id: '22222222-2222-4222-8222-222222222222',
  url: 'https://erp.example.com/statera/events',
  description: 'ERP',
  events: ['assessment.approved', 'sds.issued'],
  enabled: true,
  secretHint: 'whsec_ab…',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  lastDelivery: { status: 'succeeded', at: '2026-11-02T09:30:00.000Z' },
  ...over,
});

const server = installFakeApi();
let stored: TWebhookEndpoint[] = [];
let manage = true;

describe('WebhooksSection', { timeout: 30_000 }, () => {
  beforeEach(() => {
    stored = [endpoint()];
    manage = true;
    server.on('GET /api/companies/:id/webhooks', () => ({ data: stored, abilities: { manage } }));
    server.on('POST /api/companies/:id/webhooks', ({ body }) => {
      const sent = body as { url: string; events: TWebhookEndpoint['events'] };
      const made = endpoint({ id: 'new', url: sent.url, events: sent.events, description: null, lastDelivery: null });
      stored = [...stored, made];
      return Response.json({ ...made, secret: 'whsec_shown_once' }, { status: 201 });
    });
  });

  it("lists the group's endpoints with their state, last delivery, events and secret hint", async () => {
    renderWithProviders(<WebhooksSection companyId={GROUP} />);
    const card = await screen.findByRole('article', { name: 'https://erp.example.com/statera/events' });
    expect(within(card).getByText('Enabled')).toBeTruthy();
    expect(within(card).getByText(/^Last delivery: /)).toBeTruthy();
    expect(within(card).getByText('Events: Determination approved, SDS issued')).toBeTruthy();
    expect(within(card).getByText('Secret whsec_ab…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add endpoint' })).toBeTruthy();
  });

  it('offers no "Add endpoint" without the manage ability, and says when there is none', async () => {
    stored = [];
    manage = false;
    renderWithProviders(<WebhooksSection companyId={GROUP} />);
    expect(await screen.findByText(/No endpoint yet/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add endpoint' })).toBeNull();
  });

  it('registers an endpoint with the chosen events and shows its secret once', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WebhooksSection companyId={GROUP} />);
    await user.click(await screen.findByRole('button', { name: 'Add endpoint' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a webhook endpoint' });
    await user.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), 'https://hr.example.com/hooks');
    await user.click(within(dialog).getByRole('checkbox', { name: 'SDS issued' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(server.requests('POST /api/companies/:id/webhooks')).toHaveLength(1));
    expect(server.requests('POST /api/companies/:id/webhooks')[0]!.body).toMatchObject({
      url: 'https://hr.example.com/hooks',
      events: ['sds.issued'],
    });
    const secret = await screen.findByRole('dialog', { name: 'Signing secret' });
    expect(within(secret).getByText('whsec_shown_once')).toBeTruthy();
    expect(within(secret).getByText(/shown only once/)).toBeTruthy();
  });
});
