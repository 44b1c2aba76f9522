import { injectAs } from '../helpers/inject.ts';
import type { TestContext } from '../helpers/test-app.ts';
import type { MatrixTenant } from './fixture.ts';
import type { FixtureIds, MatrixRole, RouteSpec } from './route-spec.ts';

/** Starts the fixture's interview and puts a comment thread on its current question (ids into `t.ids`). */
export async function startInterview(c: TestContext, t: MatrixTenant): Promise<void> {
  const url = `/api/assessments/${t.ids.assessment}`;
  await injectAs(c, t.callers.specialist, { method: 'PUT', url: `${url}/start-interview` });
  t.ids.interview = (await injectAs(c, t.callers.specialist, { url })).json().interviewId;
  const current = await injectAs(c, t.callers.specialist, {
    url: `/api/interviews/${t.ids.interview}/currentQuestion`,
  });
  t.ids.question = current.json().question.id;
  t.ids.answer = current.json().question.allowedAnswers[0].id;
  const commented = await injectAs(c, t.callers.approver, {
    method: 'POST',
    url: `${url}/comments`,
    payload: { body: 'A question on this answer.', interviewQuestionId: t.ids.question },
  });
  const thread = commented
    .json()
    .threads.find((th: { interviewQuestionId: string | null }) => th.interviewQuestionId === t.ids.question);
  t.ids.thread = thread.id;
  t.ids.comment = thread.comments[0].id;
}

/** Which fixture id fills a route's first path parameter, by the route's prefix. */
const PARAM_RESOURCE: [RegExp, keyof FixtureIds][] = [
  [/^\/api\/(companies|company)\b/, 'company'],
  [/^\/api\/(v1\/)?engagements\b/, 'engagement'],
  [/^\/api\/v1\/assessments\b/, 'assessment'],
  [/^\/api\/interviews\b/, 'interview'],
  [/^\/api\/assessments\b/, 'assessment'],
  [/^\/api\/departments\b/, 'department'],
  [/^\/api\/users\b/, 'user'],
];

/** A declared route as a call: its own URL, or its pattern with the fixture's ids. */
export function concrete(route: string, spec: RouteSpec | undefined, ids: FixtureIds): { method: string; url: string } {
  const [method, path] = route.split(' ') as [string, string];
  if (spec?.url) return { method, url: spec.url(ids) };
  const resource = PARAM_RESOURCE.find(([re]) => re.test(path))?.[1] ?? 'user';
  const url = path
    .replace(':userId', ids.user)
    .replace(':companyId', ids.company)
    .replace(/:[A-Za-z]+(\([^/]*\))?/, ids[resource] as string);
  return { method, url };
}

/** Whether the route's declaration lets `role` through. */
export const allowed = (spec: RouteSpec, role: MatrixRole) => spec.allow === 'signed-in' || spec.allow.includes(role);
