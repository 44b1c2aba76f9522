import type { TAssessmentResult } from '@statera/shared';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { RiskReasons } from './risk-reasons.tsx';

const base: TAssessmentResult = {
  outcome: 'selfEmployed',
  employed: 48,
  selfEmployed: 52,
  certainty: 0.4,
  riskLevel: 'high',
  summary: '',
  questionnaireVersion: 'statera-q-2.0.0',
  rulesetVersion: 'statera-rules-2.0.0',
  sections: [],
  factors: [],
};

describe('RiskReasons', () => {
  it('shows the borderline flag, the reasons and the unknowns that could change the result', () => {
    renderWithProviders(
      <RiskReasons
        result={{
          ...base,
          borderline: true,
          riskReasons: ['Borderline — review: the two percentages are 4 points apart.'],
          keyUnknowns: [
            { questionId: 'ctl_how', question: 'Who decides how the work is done?', couldFlip: true, swing: 9 },
            { questionId: 'fin_loss', question: 'Can the worker make a loss?', couldFlip: false, swing: 3 },
          ],
        }}
      />,
    );
    expect(screen.getByText('Borderline — review')).toBeTruthy();
    expect(screen.getByText(/the two percentages are 4 points apart/)).toBeTruthy();
    expect(screen.getByText(/Who decides how the work is done\?/)).toBeTruthy();
    expect(screen.getByText('could change the outcome')).toBeTruthy();
    expect(screen.getByText('moves it by up to 3 points')).toBeTruthy();
  });

  it('renders nothing for a result from an earlier rule set', () => {
    const { container } = renderWithProviders(<RiskReasons result={base} />);
    expect(container.querySelector('[data-testid="risk-reasons"]')).toBeNull();
  });
});
