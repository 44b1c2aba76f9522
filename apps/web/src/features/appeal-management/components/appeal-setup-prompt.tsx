import type { TUser } from '@statera/shared';
import { useState } from 'react';
import { can } from '../../../lib/abilities.ts';
import { useRecentFeatures } from '../../../resources/features/use-recent-features.ts';
import { LeadSetupModal } from './lead-setup-modal.tsx';

/**
 * What the signed-in shell runs for appeal management and subscriptions: the 60 s feature poll
 * where the server's `followFeatures` allows it (people of a company; not provider staff, spec §6,
 * nor API users, whom the route does not answer), and the lead appeal
 * manager setup while the server says `shouldSetAppealManagers` (dismissed for this visit only).
 */
export function AppealSetupPrompt({
  user,
}: {
  user: Pick<TUser, 'companyId' | 'shouldSetAppealManagers' | 'abilities'>;
}) {
  useRecentFeatures(can(user, 'followFeatures') ? user.companyId : null);
  const [dismissed, setDismissed] = useState(false);
  if (!user.shouldSetAppealManagers || dismissed) return null;
  return <LeadSetupModal user={user} opened onClose={() => setDismissed(true)} />;
}
