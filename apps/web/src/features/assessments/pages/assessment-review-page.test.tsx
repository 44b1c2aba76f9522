import { MantineProvider } from '@mantine/core';
import type { TAssessment } from '@statera/shared';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { theme } from '../../../app/theme.ts';
import { CurrentUserContext } from '../../../lib/current-user.ts';
import {
  buildAssessment,
  buildComment,
  buildInterviewQuestion,
  buildThread,
} from '../../../test/fake-api/assessment-factories.ts';
import { buildUser, installFakeApi } from '../../../test/fake-api/index.ts';
import { AssessmentReviewPage } from './assessment-review-page.tsx';

const server = installFakeApi();
const approver = buildUser({ role: 'approver', firstName: 'Ada', lastName: 'Approver' });
const specialist = {
  id: '00000000-0000-4000-8000-0000000000aa',
  name: 'Sam Specialist',
  email: 's@x.test',
  position: null,
  avatar: null,
};

const thread = buildThread({
  interviewQuestionId: 'q2',
  comments: [buildComment({ body: 'I changed this after your note.', user: specialist, seen: false })],
});
const q1 = buildInterviewQuestion({
  id: 'q1',
  content: 'Can the worker send a substitute?',
  nextInterviewQuestionId: 'q2',
});
const q2 = buildInterviewQuestion({
  id: 'q2',
  content: 'Who decides how the work is done?',
  positionInInterview: 2,
  previousInterviewQuestionId: 'q1',
  answeredAnswers: [{ id: 'no', content: 'No' }],
  threads: [thread],
});

let assessment: TAssessment;

function renderPage() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([{ path: '/assessments/:id/review', element: <AssessmentReviewPage /> }], {
    initialEntries: [`/assessments/${assessment.id}/review`],
  });
  return render(
    <QueryClientProvider client={queryClient}>
      <MantineProvider theme={theme} env="test">
        <CurrentUserContext.Provider value={approver}>
          <RouterProvider router={router} />
        </CurrentUserContext.Provider>
      </MantineProvider>
    </QueryClientProvider>,
  );
}

describe('AssessmentReviewPage', () => {
  beforeEach(() => {
    assessment = buildAssessment({
      status: 'to_verify',
      lastVersion: 2,
      versionSeen: 1,
      threads: [thread],
      commentCount: 1,
      allCommentCount: 1,
      abilities: { approve: true, returnToReview: true, comment: true, markVersionSeen: true },
      result: {
        outcome: 'employed',
        employed: 66,
        selfEmployed: 34,
        certainty: 0.42,
        riskLevel: 'low',
        summary: 'Inside IR35 (deemed employment): 66% employed, 34% self-employed; low risk of challenge.',
        questionnaireVersion: '1',
        rulesetVersion: '1',
        sections: [{ id: 'control', title: 'Control', employed: 70, selfEmployed: 30, answered: 2 }],
        factors: [],
        whatIf: [
          {
            questionId: 'q2',
            question: 'Who decides how the work is done?',
            from: 'No',
            to: 'Yes',
            effect: 'flips_outcome',
            outcome: 'selfEmployed',
            riskLevel: 'high',
          },
        ],
      },
    });
    server
      .on('GET /api/assessments/:id', () => assessment)
      .on('GET /api/assessments/:id/versions', {
        versions: [
          {
            version: 2,
            dateCreated: '2026-01-12T10:00:00.000Z',
            outcome: 'employed',
            employed: 66,
            selfEmployed: 34,
            riskLevel: 'low',
          },
          {
            version: 1,
            dateCreated: '2026-01-10T10:00:00.000Z',
            outcome: 'selfEmployed',
            employed: 40,
            selfEmployed: 60,
            riskLevel: 'medium',
          },
        ],
      })
      .on('GET /api/assessments/:id/version-changes', {
        version: 2,
        previousVersion: 1,
        changed: [{ questionId: 'q2', question: 'Who decides how the work is done?', fromText: 'Yes', toText: 'No' }],
        enteredPath: [],
        leftPath: [],
        unchanged: 1,
      })
      .on('PUT /api/assessments/:id/mark-version-as-seen', () => {
        assessment = { ...assessment, versionSeen: 2 };
        return assessment;
      })
      .on('GET /api/interviews/:id/questions', { questions: [q1, q2] })
      .on('PUT /api/threads/:id/mark-as-seen', {
        threadId: thread.id,
        lastSeen: '2026-01-12T11:00:00.000Z',
        newCommentCount: 0,
      })
      .on('POST /api/threads/:id/comments', (req) =>
        buildThread({
          ...thread,
          comments: [
            ...thread.comments,
            buildComment({
              body: String((req.body as { body: string }).body),
              status: 'created',
              user: { id: approver.id, name: 'Ada Approver', email: approver.email, position: null, avatar: null },
            }),
          ],
        }),
      );
  });

  it('shows one heading, one status label from the shared labels, and one general comment box', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Review assessment' })).toBeTruthy();
    expect(screen.getAllByRole('heading', { name: 'Review assessment' })).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Your decision' })).toBeTruthy();
    expect(screen.getByText('In review (resubmitted)')).toBeTruthy();
    // The return form is the only text box until a thread is opened.
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
  });

  it('shows the versions and what the latest changed, and marks it seen', async () => {
    renderPage();
    const diff = await screen.findByLabelText('Changes in version 2 against version 1');
    expect(within(diff).getByText(/Who decides how the work is done\?/)).toBeTruthy();
    expect(within(diff).getByText('Yes').tagName).toBe('S');
    expect(within(diff).getByText('No').tagName).toBe('B');
    expect(screen.getByText('New since you last looked')).toBeTruthy();
    await waitFor(() => expect(server.requests('PUT /api/assessments/:id/mark-version-as-seen')).toHaveLength(1));
    expect(server.requests('PUT /api/assessments/:id/mark-version-as-seen')[0]?.body).toEqual({ version: 2 });
    // The changed answer is flagged beside it, with what it was.
    const row = await screen.findByRole('listitem', { name: 'Who decides how the work is done?' });
    expect(within(row).getByText('Changed')).toBeTruthy();
    expect(within(row).getByText('Was: Yes')).toBeTruthy();
  });

  it('shows certainty once, as a percentage with what it means, and marks the result provisional', async () => {
    renderPage();
    expect((await screen.findByTestId('result-certainty')).textContent).toBe('42%');
    expect(screen.queryByText(/0\.42/)).toBeNull();
    expect(screen.getByText('How much of the important facts are known and point the same way.')).toBeTruthy();
    expect(screen.getByText('Provisional')).toBeTruthy();
    expect(
      screen.getByText(/If the answer were “Yes” instead of “No”, the result would be Self-employed/),
    ).toBeTruthy();
  });

  it('opens a section of the result onto the questions answered in it', async () => {
    server.on('GET /api/assessments/:id/results-by-sections', {
      version: 2,
      sections: [
        {
          id: 'control',
          title: 'Control',
          employed: 70,
          selfEmployed: 30,
          answered: 1,
          questions: [
            {
              id: 'q2',
              content: 'Who decides how the work is done?',
              important: true,
              answeredAnswers: [{ id: 'no', content: 'No' }],
              commentCount: 1,
              newCommentCount: 1,
            },
          ],
        },
      ],
    });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /Control/ }));
    // The answered question, with its comment count, inside the opened section.
    expect(await screen.findByText('(Comments (1))')).toBeTruthy();
    expect(server.requests('GET /api/assessments/:id/results-by-sections')).toHaveLength(1);
  });

  it('opens a question thread: marks it read, and saves a draft', async () => {
    renderPage();
    const row = await screen.findByRole('listitem', { name: 'Who decides how the work is done?' });
    const toggle = within(row).getByRole('button', { name: /Comments \(1\)/ });
    await userEvent.click(toggle);
    expect(within(row).getByText('I changed this after your note.')).toBeTruthy();
    expect(within(row).getByText('New')).toBeTruthy();
    await waitFor(() => expect(server.requests('PUT /api/threads/:id/mark-as-seen')).toHaveLength(1));
    expect(server.requests('PUT /api/threads/:id/mark-as-seen')[0]?.params.id).toBe(thread.id);

    await userEvent.type(within(row).getByLabelText('Comment on this answer'), 'Thanks, looks right.');
    await userEvent.click(within(row).getByRole('button', { name: 'Save draft' }));
    await waitFor(() => expect(server.requests('POST /api/threads/:id/comments')).toHaveLength(1));
    expect(server.requests('POST /api/threads/:id/comments')[0]?.body).toEqual({
      body: 'Thanks, looks right.',
      status: 'created',
    });
  });
});
