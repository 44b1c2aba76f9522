import { describe, expect, it } from 'vitest';
import { MailDeliveryError } from '../../lib/mail.ts';
import { enhancedStatusOf, smtpFailureEvent } from './delivery-events.ts';

const refusal = (code: number, reply: string) => new MailDeliveryError(reply, code >= 500, false, code);

describe('what an SMTP refusal means for the tracker', () => {
  it.each([
    [450, '450 4.2.1 Mailbox busy', 'deferred'],
    [421, '421 4.7.0 Try again later', 'deferred'],
    [451, '451 4.7.1 Greylisted', 'deferred'],
    [550, '550 5.1.1 No such user', 'bounce'],
    [552, '552 5.2.2 Mailbox full', 'bounce'],
    [550, '550 No such user', 'bounce'],
    [550, '550 5.7.1 Rejected by policy', 'blocked'],
    [554, '554 5.7.26 Unauthenticated email is not accepted', 'blocked'],
  ] as const)('%i %s → %s', (code, reply, event) => {
    expect(smtpFailureEvent(refusal(code, reply))).toBe(event);
  });

  it('writes nothing when no SMTP answer came (our relay unreachable) or the error is not a delivery one', () => {
    expect(smtpFailureEvent(new MailDeliveryError('connect ECONNREFUSED', false, true, 0))).toBeNull();
    expect(smtpFailureEvent(new Error('boom'))).toBeNull();
  });

  it('reads the enhanced status code only where RFC 3463 puts it', () => {
    expect(enhancedStatusOf('550 5.7.1 Rejected')).toBe('5.7.1');
    expect(enhancedStatusOf('550-5.1.1 No such user')).toBe('5.1.1');
    expect(enhancedStatusOf('550 No such user 5.7.1')).toBeNull();
  });
});
