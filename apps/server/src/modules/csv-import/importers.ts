import type { TCsvEntity } from '@statera/shared';
import { clientImporter, subsidiaryImporter } from './company-import.ts';
import { engagementImporter } from './engagement-import.ts';
import type { Importer } from './importer.ts';
import { userImporter } from './user-import.ts';

/** The four imports by entity (spec §7). */
export const IMPORTERS = {
  engagements: engagementImporter,
  users: userImporter,
  clients: clientImporter,
  subsidiaries: subsidiaryImporter,
} as unknown as Record<TCsvEntity, Importer>;
