import { type Actor, can } from '../../authz/actor.ts';

/** The recorded SMS outbox (the demo's view of sent texts). */
export const smsOutboxPolicy = {
  view: (actor: Actor): boolean => can(actor, 'sms_outbox.view'),
};
