import { DEMO_USERS } from '@statera/shared';
import type { Actor } from '../../authz/actor.ts';
import { inviteClientUsers } from '../../modules/invitations/invitation.service.ts';
import { completeOnboarding, startOnboarding } from '../../modules/onboarding/onboarding.service.ts';
import type { Db } from '../client.ts';
import { insertUser } from './builders.ts';

/** A demo client user whose onboarding modal is still open (the welcome screen). */
export const DEMO_NEW_STARTER = DEMO_USERS.newStarter;
/** A demo invitation waiting to be accepted: its link is in the mail outbox (email_messages). */
export const DEMO_INVITEE = 'invited.specialist@northwind.test';

/**
 * Onboarding and invitations in the demo: the client admin has finished onboarding (so the demo
 * journeys are not interrupted), a new starter has not, and one specialist invitation is pending.
 */
export async function seedDemoInvitations(
  db: Db,
  v: { admin: Actor; groupId: string; passwordHash: string; publicUrl: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    await startOnboarding(tx, { id: v.admin.id, role: 'client_admin', companyHasParent: false });
    await completeOnboarding(tx, v.admin.id);
    const starter = await insertUser(tx, {
      email: DEMO_NEW_STARTER,
      passwordHash: v.passwordHash,
      firstName: 'Riley',
      lastName: 'Park',
      position: 'Procurement analyst',
      role: 'client_user',
      companyId: v.groupId,
    });
    await startOnboarding(tx, { id: starter.id, role: 'client_user', companyHasParent: false });
  });
  await inviteClientUsers(
    db,
    v.admin,
    { emails: [DEMO_INVITEE], companyId: v.groupId, role: 'specialist' },
    v.publicUrl,
  );
}
