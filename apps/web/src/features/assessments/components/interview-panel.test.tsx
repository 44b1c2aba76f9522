import type { TCurrentQuestion } from '@statera/shared';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { ModalHost } from '../../../lib/modals/modal-host.tsx';
import {
  buildAssessment,
  buildComment,
  buildInterviewQuestion,
  buildThread,
} from '../../../test/fake-api/assessment-factories.ts';
import { installFakeApi } from '../../../test/fake-api/index.ts';
import { renderWithProviders } from '../../../test/render.tsx';
import { InterviewPanel } from './interview-panel.tsx';

const server = installFakeApi();
const assessment = buildAssessment({ status: 'in_progress', abilities: { answer: true, submit: true } });
const first = buildInterviewQuestion({
  id: 'q1',
  content: 'Can the worker send a substitute?',
  nextInterviewQuestionId: 'q2',
});
const second = buildInterviewQuestion({
  id: 'q2',
  content: 'Who decides how the work is done?',
  status: 'ready',
  answeredAnswers: [],
  positionInInterview: 2,
  previousInterviewQuestionId: 'q1',
});
const current: TCurrentQuestion = {
  question: second,
  answeredQuestionCount: 1,
  allQuestionCount: 2,
  allQuestionsAnswered: false,
  unchangedAnswers: [],
};

describe('InterviewPanel, going back', () => {
  beforeEach(() => {
    server
      .on('GET /api/interviews/:id/currentQuestion', current)
      .on('GET /api/interviews/:id/question', (req) => (req.query.interviewQuestionId === 'q1' ? first : second));
  });

  it('keeps an unsaved choice when Previous is pressed and brings it back', async () => {
    renderWithProviders(<InterviewPanel assessment={assessment} />);
    await screen.findByText('Who decides how the work is done?');
    await userEvent.click(screen.getByLabelText('No'));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await screen.findByText('Can the worker send a substitute?');
    // The earlier answer is unchanged: Next moves on without asking or saving.
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByText('Who decides how the work is done?');
    expect((screen.getByLabelText('No') as HTMLInputElement).checked).toBe(true);
    expect(screen.getByText('This choice is not saved yet: press Next to save it.')).toBeTruthy();
    expect(server.requests('POST /api/interviews/:id/answers')).toHaveLength(0);
  });

  it('saves the kept choice with Next', async () => {
    server.on('POST /api/interviews/:id/answers', { ...current, question: null, answeredQuestionCount: 2 });
    renderWithProviders(<InterviewPanel assessment={assessment} />);
    await screen.findByText('Who decides how the work is done?');
    await userEvent.click(screen.getByLabelText('No'));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText('Who decides how the work is done?');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(server.requests('POST /api/interviews/:id/answers')).toHaveLength(1));
    expect(server.requests('POST /api/interviews/:id/answers')[0]?.body).toEqual({
      interviewQuestionId: 'q2',
      answers: ['no'],
    });
  });
});

describe('InterviewPanel, after a return', () => {
  const returned = buildAssessment({ status: 'returned', abilities: { answer: true, submit: true, comment: true } });
  const thread = buildThread({
    interviewQuestionId: 'q1',
    comments: [buildComment({ body: 'Is a substitute really possible?', seen: false })],
  });
  const commented = buildInterviewQuestion({
    id: 'q1',
    content: 'Can the worker send a substitute?',
    nextInterviewQuestionId: 'q2',
    threads: [thread],
  });
  const last = buildInterviewQuestion({
    id: 'q2',
    content: 'Who decides how the work is done?',
    positionInInterview: 2,
    previousInterviewQuestionId: 'q1',
    previousReadyId: 'q1',
  });

  beforeEach(() => {
    server
      .on('GET /api/interviews/:id/currentQuestion', {
        question: null,
        answeredQuestionCount: 2,
        allQuestionCount: 2,
        unchangedAnswers: [],
        allQuestionsAnswered: true,
      })
      .on('GET /api/interviews/:id/questions', { questions: [commented, last] })
      .on('GET /api/interviews/:id/question', commented)
      .on('PUT /api/threads/:id/mark-as-seen', {
        threadId: thread.id,
        lastSeen: '2026-01-12T11:00:00.000Z',
        newCommentCount: 0,
      })
      .on('PUT /api/interview-questions/:id/confirm', commented);
  });

  it('asks before submitting for review, as approving does', async () => {
    server.on('PUT /api/assessments/:id/submit', { ...returned, status: 'review' });
    renderWithProviders(
      <>
        <InterviewPanel assessment={returned} />
        <ModalHost />
      </>,
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Submit for review' }));
    const dialog = await screen.findByRole('dialog', { name: 'Submit for review' });
    expect(dialog.textContent).toContain("Submit the answers for the approver's review?");
    expect(server.requests('PUT /api/assessments/:id/submit')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Submit for review' }));
    await waitFor(() => expect(server.requests('PUT /api/assessments/:id/submit')).toHaveLength(1));
  });

  it('leads to the commented answer, shows its thread and confirms that it stands', async () => {
    renderWithProviders(<InterviewPanel assessment={returned} />);
    expect(await screen.findByText('1 new')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Go to the first answer waiting for you' }));
    expect(await screen.findByText('Is a substitute really possible?')).toBeTruthy();
    await waitFor(() => expect(server.requests('PUT /api/threads/:id/mark-as-seen')).toHaveLength(1));
    await userEvent.click(screen.getByRole('button', { name: 'The answer still stands' }));
    await waitFor(() => expect(server.requests('PUT /api/interview-questions/:id/confirm')).toHaveLength(1));
    const [sent] = server.requests('PUT /api/interview-questions/:id/confirm');
    expect(sent?.params.id).toBe('q1');
    expect(sent?.body).toEqual({ interviewId: returned.interviewId });
  });
});

describe('InterviewPanel, after an earlier answer changed', () => {
  const back = buildInterviewQuestion({
    id: 'q2',
    status: 'ready',
    answeredAnswers: [],
    suggestedAnswers: [{ id: 'no', content: 'No' }],
    positionInInterview: 2,
  });
  const unchanged = [
    { questionId: 'q2', content: 'Who decides how the work is done?', answers: [{ id: 'no', content: 'No' }] },
    { questionId: 'q3', content: 'Does the worker use their own equipment?', answers: [{ id: 'yes', content: 'Yes' }] },
  ];
  beforeEach(() => {
    server
      .on('GET /api/interviews/:id/currentQuestion', {
        question: back,
        answeredQuestionCount: 1,
        allQuestionCount: 3,
        allQuestionsAnswered: false,
        unchangedAnswers: unchanged,
      })
      .on('POST /api/interviews/:id/confirm-unchanged', {
        question: null,
        answeredQuestionCount: 3,
        allQuestionCount: 3,
        allQuestionsAnswered: true,
        unchangedAnswers: [],
      })
      .on('GET /api/interviews/:id/questions', { questions: [] });
  });

  it('lists the unchanged answers to read, then confirms them together', async () => {
    renderWithProviders(
      <>
        <InterviewPanel assessment={assessment} />
        <ModalHost />
      </>,
    );
    expect(await screen.findByText('2 answers come back as they were')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Review 2 answers' }));
    const dialog = await screen.findByRole('dialog', { name: '2 unchanged answers' });
    expect(dialog.textContent).toContain('Does the worker use their own equipment?');
    expect(dialog.textContent).toContain('Yes');
    expect(server.requests('POST /api/interviews/:id/confirm-unchanged')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Confirm 2 unchanged answers' }));
    await waitFor(() =>
      expect(server.requests('POST /api/interviews/:id/confirm-unchanged')[0]?.body).toEqual({
        interviewQuestionIds: ['q2', 'q3'],
      }),
    );
  });
});
