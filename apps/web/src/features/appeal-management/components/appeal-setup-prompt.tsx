import type { TUser } from '@statera/shared';
import { useState } from 'react';
import { useRecentFeatures } from '../../../resources/features/use-recent-features.ts';
import { LeadSetupModal } from './lead-setup-modal.tsx';

/**
 * What the signed-in shell runs for appeal management and subscriptions: the 60 s feature poll
 * for people of a company (provider staff load no company features, spec §6), and the lead appeal
 * manager setup while the server says `shouldSetAppealManagers` (dismissed for this visit only).
 */
export function AppealSetupPrompt({ user }: { user: Pick<TUser, 'companyId' | 'shouldSetAppealManagers'> }) {
  useRecentFeatures(user.companyId);
  const [dismissed, setDismissed] = useState(false);
  if (!user.shouldSetAppealManagers || dismissed) return null;
  return <LeadSetupModal user={user} opened onClose={() => setDismissed(true)} />;
}
