import type { TEngagement } from '@statera/shared';
import { DocumentsTab } from '../../documents/components/documents-tab.tsx';

/** The documents tab of the engagement page: its documents (list, uploads, comments, zip of all). */
export function EngagementDocumentsTab({ engagement }: { engagement: TEngagement }) {
  return <DocumentsTab engagementId={engagement.id} />;
}
