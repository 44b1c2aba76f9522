import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { authStore } from '../../../lib/auth-store.ts';
import { buildContractChange, fakeId, installFakeApi } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { ContractChangesList } from './contract-changes-list.tsx';

const ENGAGEMENT = fakeId();
const server = installFakeApi();

const requested = buildContractChange({
  engagementId: ENGAGEMENT,
  material: true,
  assessmentId: fakeId(),
  changes: { contractEnd: '2027-06-30', contractValue: 61000 },
  comment: 'Extended, and the rate went up.',
  answersToReview: [
    {
      questionId: 'dur_length',
      section: 'duration',
      sectionTitle: 'Length, notice and termination',
      question: 'How long is the engagement expected to last, including extensions?',
      fields: ['contractEnd'],
    },
  ],
  abilities: { fulfil: true, startReassessment: false, markSeen: false },
});

beforeEach(() => {
  localStorage.clear();
  authStore.set({ userId: 'u1', accessToken: 'a', refreshToken: 'r', expiresAt: Date.now() + 600_000 });
  server.on('GET /api/engagements/:id/count-active-assessments', { count: 1 });
});

describe('ContractChangesList', { timeout: 30_000 }, () => {
  it('shows each change with its new values and the answers it puts in doubt, and fulfils it', async () => {
    server.on('GET /api/engagements/:id/contract-changes', {
      data: [requested],
      abilities: { request: true, fulfil: true },
    });
    server.on('POST /api/requested-contract-changes/update-report', {
      data: [{ ...requested, status: 'fulfilled' }],
      reassessmentOffered: true,
    });
    renderRoute(<ContractChangesList engagementId={ENGAGEMENT} />);
    const answers = await screen.findByRole('list', { name: /puts in doubt/ });
    expect(within(answers).getByText(/How long is the engagement expected to last/)).toBeTruthy();
    expect(screen.getByText('1 answer to review')).toBeTruthy();
    const values = screen.getByRole('list', { name: 'New values' });
    expect(within(values).getByText('30.06.2027')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Fulfil' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fulfil' }));
    await waitFor(() => expect(server.requests('POST /api/requested-contract-changes/update-report')).toHaveLength(1));
    expect(server.requests('POST /api/requested-contract-changes/update-report')[0]?.body).toEqual({
      engagementId: ENGAGEMENT,
      contractChanges: [requested.id],
    });
  });

  it('requests a change with a comment and the new values, warning of assessments under way', async () => {
    server.on('GET /api/engagements/:id/contract-changes', { data: [], abilities: { request: true, fulfil: false } });
    server.on('POST /api/engagements/:id/request-report-change', requested);
    renderRoute(<ContractChangesList engagementId={ENGAGEMENT} />);
    expect(await screen.findByText('No contract changes yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Change the engagement' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Request a change' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('1 assessment of this engagement is still under way.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /What changed and why/ }), 'New rate from April.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'New contract value' }), '61000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(server.requests('POST /api/engagements/:id/request-report-change')).toHaveLength(1));
    expect(server.requests('POST /api/engagements/:id/request-report-change')[0]?.body).toEqual({
      comment: 'New rate from April.',
      changes: { contractValue: 61000 },
    });
  });

  it('requests new parties (entity with its individual, no agency, another department) and shows them by name', async () => {
    const COMPANY = fakeId();
    const parties = {
      companyId: COMPANY,
      engagedEntityId: fakeId(),
      engagedEntityName: 'Old Ltd',
      engagedIndividualId: fakeId(),
      agencyId: fakeId(),
      departmentId: fakeId(),
    };
    const NEW_CO = { id: fakeId(), name: 'New Co Ltd', number: null, type: 'company' as const };
    const JO = { id: fakeId(), name: 'Jo Bloggs', email: null };
    const OPS = { id: fakeId(), name: 'Operations' };
    const asked = buildContractChange({
      engagementId: ENGAGEMENT,
      changes: { engagedEntityId: NEW_CO.id, engagedIndividualId: JO.id, agencyId: null, departmentId: OPS.id },
      partyNames: { [NEW_CO.id]: NEW_CO.name, [JO.id]: JO.name, [OPS.id]: OPS.name },
    });
    server.on('GET /api/engagements/:id/contract-changes', { data: [], abilities: { request: true, fulfil: false } });
    server.on('GET /api/companies/:id/engaged-entities', [
      { ...NEW_CO, engagedIndividuals: [JO, { id: fakeId(), name: 'Al Smith', email: null }] },
    ]);
    server.on('GET /api/companies/:id/agencies-select-options', [{ id: fakeId(), name: 'Staffing plc' }]);
    server.on('GET /api/companies/:id/departments', [OPS]);
    server.on('POST /api/engagements/:id/request-report-change', asked);
    renderRoute(<ContractChangesList engagementId={ENGAGEMENT} parties={parties} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Request a change' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /What changed and why/ }), 'New company.');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New engaged entity' }));
    await userEvent.click(await screen.findByRole('option', { name: 'New Co Ltd', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    // Another entity needs one of its individuals.
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('combobox', { name: /New engaged individual/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jo Bloggs', hidden: true }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New agency' }));
    await userEvent.click(await screen.findByRole('option', { name: 'No agency', hidden: true }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'New department' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Operations', hidden: true }));
    server.on('GET /api/engagements/:id/contract-changes', {
      data: [asked],
      abilities: { request: true, fulfil: false },
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send request' }));
    await waitFor(() => expect(server.requests('POST /api/engagements/:id/request-report-change')).toHaveLength(1));
    expect(server.requests('POST /api/engagements/:id/request-report-change')[0]?.body).toEqual({
      comment: 'New company.',
      changes: { engagedEntityId: NEW_CO.id, engagedIndividualId: JO.id, agencyId: null, departmentId: OPS.id },
    });
    const values = await screen.findByRole('list', { name: 'New values' });
    expect(within(values).getByText('New Co Ltd')).toBeTruthy();
    expect(within(values).getByText('Jo Bloggs')).toBeTruthy();
    expect(within(values).getByText('Operations')).toBeTruthy();
  });

  it('starts the reassessment a fulfilled material change offers, and links to it once started', async () => {
    const fulfilled = buildContractChange({
      ...requested,
      status: 'fulfilled',
      abilities: { fulfil: false, startReassessment: true, markSeen: true },
    });
    server.on('GET /api/engagements/:id/contract-changes', {
      data: [fulfilled],
      abilities: { request: false, fulfil: false },
    });
    server.on('POST /api/contract-changes/:id/reassessment', { ...fulfilled, reassessmentId: fakeId() });
    server.on('PUT /api/contract-changes/mark-as-seen', null);
    renderRoute(<ContractChangesList engagementId={ENGAGEMENT} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Mark as seen' }));
    await waitFor(() => expect(server.requests('PUT /api/contract-changes/mark-as-seen')).toHaveLength(1));
    expect(server.requests('PUT /api/contract-changes/mark-as-seen')[0]?.body).toEqual({
      contractChangesIds: [fulfilled.id],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Start reassessment' }));
    await waitFor(() => expect(server.requests('POST /api/contract-changes/:id/reassessment')).toHaveLength(1));
    expect(server.requests('POST /api/contract-changes/:id/reassessment')[0]?.params.id).toBe(fulfilled.id);
  });
});
