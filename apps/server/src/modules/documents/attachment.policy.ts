import type { Actor } from '../../authz/actor.ts';

/**
 * Uploading a file (`POST /api/attachments`) keeps it nowhere yet: anyone signed in who works in the
 * product may upload; where it may then be kept (an engagement's documents, …) is that resource's
 * rule. API users only reach the API-key generator and the documentation.
 */
export const attachmentPolicy = {
  upload: (actor: Actor) => actor.role !== 'api_user',
  /** User guidance is for everyone who works in the product (spec §2: everyone lists and opens it). */
  readGuidance: (actor: Actor) => actor.role !== 'api_user',
};
