import type { TInterviewQuestion } from '@statera/shared';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render.tsx';
import { InterviewQuestion } from './interview-question.tsx';

const question = (over: Partial<TInterviewQuestion> = {}): TInterviewQuestion => ({
  id: 'q1',
  section: 'control',
  sectionTitle: 'Control',
  content: 'Who decides how the work is done?',
  helpText: 'Think about day-to-day decisions.',
  type: 'standard',
  status: 'ready',
  allowUnknown: false,
  important: false,
  allowedAnswers: [
    { id: 'a', content: 'The client' },
    { id: 'b', content: 'The worker' },
  ],
  answeredAnswers: [],
  suggestedAnswers: [],
  positionInInterview: 3,
  previousInterviewQuestionId: null,
  nextInterviewQuestionId: null,
  nextNotSeenId: null,
  previousNotSeenId: null,
  nextReadyId: null,
  previousReadyId: null,
  threads: [],
  ...over,
});

const nextButton = () => screen.getByRole('button', { name: 'Next' });

describe('InterviewQuestion', () => {
  it('offers radios for a standard question, with help text, and enables Next once one is chosen', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<InterviewQuestion question={question()} onSubmit={onSubmit} />);
    expect(screen.getByText('Think about day-to-day decisions.')).toBeTruthy();
    expect(screen.getAllByRole('radio')).toHaveLength(2);
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByLabelText("I don't know")).toBeNull();
    expect((nextButton() as HTMLButtonElement).disabled).toBe(true);

    await userEvent.click(screen.getByLabelText('The worker'));
    expect((nextButton() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(nextButton());
    expect(onSubmit).toHaveBeenCalledWith(['b']);
  });

  it('keeps a single answer for radios', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<InterviewQuestion question={question({ type: 'initial_object' })} onSubmit={onSubmit} />);
    await userEvent.click(screen.getByLabelText('The client'));
    await userEvent.click(screen.getByLabelText('The worker'));
    await userEvent.click(nextButton());
    expect(onSubmit).toHaveBeenCalledWith(['b']);
  });

  it('offers checkboxes for a multiple question and sends every chosen answer', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<InterviewQuestion question={question({ type: 'multiple' })} onSubmit={onSubmit} />);
    expect(screen.getAllByRole('checkbox')).toHaveLength(2);
    expect(screen.queryByRole('radio')).toBeNull();
    expect((nextButton() as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByLabelText('The client'));
    await userEvent.click(screen.getByLabelText('The worker'));
    await userEvent.click(nextButton());
    expect(onSubmit).toHaveBeenCalledWith(['a', 'b']);
  });

  it("adds an exclusive \"I don't know\" option, sent as 'unknown', when the question allows it", async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <InterviewQuestion question={question({ type: 'multiple', allowUnknown: true })} onSubmit={onSubmit} />,
    );
    const unknown = screen.getByLabelText("I don't know") as HTMLInputElement;
    await userEvent.click(screen.getByLabelText('The client'));
    await userEvent.click(unknown);
    expect(unknown.checked).toBe(true);
    expect((screen.getByLabelText('The client') as HTMLInputElement).checked).toBe(false);
    await userEvent.click(nextButton());
    expect(onSubmit).toHaveBeenLastCalledWith(['unknown']);

    await userEvent.click(screen.getByLabelText('The worker'));
    expect(unknown.checked).toBe(false);
  });

  it('offers "I don\'t know" as a radio for a standard question', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<InterviewQuestion question={question({ allowUnknown: true })} onSubmit={onSubmit} />);
    expect(screen.getAllByRole('radio')).toHaveLength(3);
    await userEvent.click(screen.getByLabelText("I don't know"));
    await userEvent.click(nextButton());
    expect(onSubmit).toHaveBeenCalledWith(['unknown']);
  });

  it('starts from the answers already given and offers Previous when there is an earlier question', async () => {
    const onPrevious = vi.fn();
    renderWithProviders(
      <InterviewQuestion
        question={question({ status: 'answered', answeredAnswers: [{ id: 'a', content: 'The client' }] })}
        onSubmit={vi.fn()}
        onPrevious={onPrevious}
      />,
    );
    expect((screen.getByLabelText('The client') as HTMLInputElement).checked).toBe(true);
    expect((nextButton() as HTMLButtonElement).disabled).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPrevious).toHaveBeenCalled();
  });

  it('brings an earlier answer back pre-selected, to confirm or change', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(
      <InterviewQuestion
        question={question({ suggestedAnswers: [{ id: 'b', content: 'The worker' }] })}
        onSubmit={onSubmit}
      />,
    );
    expect((screen.getByRole('radio', { name: 'The worker' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('Your earlier answer is selected. Confirm it, or choose another.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm and continue' }));
    expect(onSubmit).toHaveBeenCalledWith(['b']);
    await userEvent.click(screen.getByRole('radio', { name: 'The client' }));
    expect(screen.queryByText('Your earlier answer is selected. Confirm it, or choose another.')).toBeNull();
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });
});
