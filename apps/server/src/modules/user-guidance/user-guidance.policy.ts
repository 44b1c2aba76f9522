import { type Actor, can } from '../../authz/actor.ts';
import { attachmentPolicy } from '../documents/attachment.policy.ts';

/**
 * User guidance (spec §2, §3): documents for everyone who works in the product. Only those holding
 * `user_guidance.manage` (provider admins) add and remove them; the updated-guidance modal is for
 * client admins and client users (spec §2).
 */
export const userGuidancePolicy = {
  /** Lists, previews and downloads guidance (the same rule the signed links apply). */
  view: attachmentPolicy.readGuidance,
  /** Uploads and deletes guidance documents. */
  manage: (actor: Actor) => attachmentPolicy.readGuidance(actor) && can(actor, 'user_guidance.manage'),
  /** Is told when guidance was added that they have not opened yet. */
  notifyUpdates: (actor: Actor) => actor.role === 'client_admin' || actor.role === 'client_user',
};
