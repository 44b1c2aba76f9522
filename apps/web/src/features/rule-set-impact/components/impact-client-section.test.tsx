import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderRoute } from '../../../test/render-route.tsx';
import { ImpactClientSection } from './impact-client-section.tsx';

installFakeApi({ signedIn: true });

const id = (n: number) => `00000000-0000-4000-8000-00000000000${n}`;
const item = (n: number, name: string, canStart: boolean) => ({
  assessmentId: id(n),
  engagementId: id(n + 4),
  companyId: id(9),
  companyName: 'Northwind Group plc',
  engagedIndividualName: name,
  fromVersions: { questionnaire: 'statera-q-2.0.0', ruleset: 'statera-rules-2.0.0' },
  from: { outcome: 'employed' as const, employed: 79, riskLevel: 'high' as const },
  to: { outcome: 'employed' as const, employed: 79, riskLevel: 'medium' as const },
  employedChange: 0,
  questions: [
    {
      questionId: 'ps_exercised',
      question: 'Has a substitute ever been sent?',
      answer: 'Not known',
      why: 'unknown' as const,
      delta: null,
    },
  ],
  reassessmentId: canStart ? null : id(8),
  canStartReassessment: canStart,
});

describe('ImpactClientSection', () => {
  it('lists what would change with the questions behind it, and offers reassessments only where they can start', async () => {
    const client = {
      clientId: id(9),
      clientName: 'Northwind Group plc',
      items: [item(1, 'Tom Okafor', true), item(2, 'Priya Raman', false)],
    };
    renderRoute(<ImpactClientSection runId={id(7)} client={client} />);
    expect(await screen.findByText('Tom Okafor')).toBeTruthy();
    expect(screen.getAllByText('Has a substitute ever been sent?')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Started' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Select Tom Okafor' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start 0 reassessments' })).toHaveProperty('disabled', true);
  });
});
