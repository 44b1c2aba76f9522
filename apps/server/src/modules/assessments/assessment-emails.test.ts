import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildEngagement } from '../../../test/factories/engagement.ts';
import { buildTenant, type Tenant } from '../../../test/factories/tenant.ts';
import { injectAs } from '../../../test/helpers/inject.ts';
import { completeAssessment } from '../../../test/helpers/interview.ts';
import { type SmtpSink, startSmtpSink } from '../../../test/helpers/smtp-sink.ts';
import { useTestApp } from '../../../test/helpers/test-app.ts';
import type { Mailer } from '../../lib/mail.ts';
import { deliverDue } from '../mail/mail.worker.ts';

const ctx = useTestApp();
let t: Tenant;
let sink: SmtpSink;
let mailer: Mailer;
beforeAll(async () => {
  sink = await startSmtpSink();
  mailer = sink.mailer();
  t = await buildTenant(ctx.app.db);
});
afterAll(async () => {
  mailer.close();
  await sink.close();
});

const today = new Date().toISOString().slice(0, 10);

describe('assessment workflow emails over SMTP', () => {
  it('tells the specialist, then the approver, then the specialist again with the comment', async () => {
    const { assessmentId } = await buildEngagement(ctx.app.db, t, { contractStart: today });
    await deliverDue(ctx.app.db, mailer);
    const assigned = sink.to(t.specialist.email).at(-1)!;
    expect(assigned.subject).toMatch(/^You are the specialist for Worker .+ \(Contractor .+ Ltd\)$/);
    expect(assigned.text).toContain(`http://localhost:3000/assessments/${assessmentId}`);
    expect(assigned.text).toContain(`due on ${today.split('-').reverse().join('.')}`);

    await completeAssessment(ctx, t.specialist, assessmentId);
    await deliverDue(ctx.app.db, mailer);
    const submitted = sink.to(t.approver.email).at(-1)!;
    expect(submitted.subject).toMatch(/^To review: the assessment of /);
    expect(submitted.text).toContain(`http://localhost:3000/assessments/${assessmentId}/review`);
    expect(submitted.html).toContain(`href="http://localhost:3000/assessments/${assessmentId}/review"`);

    const res = await injectAs(ctx, t.approver, {
      method: 'PUT',
      url: `/api/assessments/${assessmentId}/return-to-review`,
      payload: { comment: 'Please check <the> substitution answers.' },
    });
    expect(res.statusCode).toBe(200);
    await deliverDue(ctx.app.db, mailer);
    const returned = sink.to(t.specialist.email).at(-1)!;
    expect(returned.subject).toMatch(/^Returned: /);
    expect(returned.text).toContain('Please check <the> substitution answers.');
    expect(returned.html).toContain('Please check &lt;the&gt; substitution answers.');
  });
});
