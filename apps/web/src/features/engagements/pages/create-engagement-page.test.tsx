import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/fake-api/engagement-factories.ts';
import { apiError, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { CreateEngagementPage } from './create-engagement-page.tsx';

const server = installFakeApi();
const source = buildEngagement({ serviceProvided: 'Data platform support', yourReference: 'PO-9' });

beforeEach(() => {
  server
    .on('GET /api/company-options', [{ id: source.company.id, name: source.company.name }])
    .on('GET /api/companies/:id/engaged-entities', [
      {
        id: source.engagedEntityId,
        name: source.engagedEntityName,
        number: null,
        type: 'company',
        engagedIndividuals: [{ id: source.engagedIndividualId, name: source.engagedIndividualName, email: null }],
      },
    ])
    .on('GET /api/companies/:id/user-options', [])
    .on('GET /api/companies/:id/departments', [])
    .on('GET /api/companies/:id/agencies-select-options', [])
    .on('POST /api/engagements', () =>
      apiError(400, 'errors.validationFailed', { errors: { contractStart: ['errors.required'] } }),
    );
});

describe('CreateEngagementPage', () => {
  it('duplicates an engagement: the form is filled from it and linked to it', async () => {
    server.on('GET /api/engagements/:id', source);
    renderRoute(<CreateEngagementPage />, `/engagements/create?duplicate=${source.id}`);
    expect(await screen.findByRole('heading', { name: 'Duplicate an engagement' })).toBeTruthy();
    expect((screen.getByLabelText(/Service provided/) as HTMLTextAreaElement).value).toBe('Data platform support');
    expect((screen.getByLabelText(/Your reference/) as HTMLInputElement).value).toBe('PO-9');
    await userEvent.type(screen.getByLabelText(/Contract start/), '01.05.2031');
    await userEvent.type(screen.getByLabelText(/Contract end/), '01.09.2031');
    await userEvent.click(screen.getByRole('button', { name: 'Create engagement' }));
    await waitFor(() => expect(server.requests('POST /api/engagements')).toHaveLength(1));
    expect(server.requests('POST /api/engagements')[0]!.body).toMatchObject({
      duplicatedEngagementId: source.id,
      engagedEntityId: source.engagedEntityId,
      specialistEmail: source.answerer.email,
      serviceProvided: 'Data platform support',
      contractStart: '2031-05-01',
      type: 'normal',
    });
  });

  it('starts with the client chosen on /clients/{id}/engagements/create', async () => {
    renderRoute(
      <CreateEngagementPage />,
      `/clients/${source.company.id}/engagements/create`,
      '/clients/:id/engagements/create',
    );
    expect(await screen.findByRole('link', { name: /Back to the client/ })).toBeTruthy();
    await waitFor(() =>
      expect(server.requests('GET /api/companies/:id/engaged-entities').map((r) => r.params.id)).toContain(
        source.company.id,
      ),
    );
  });
});
