import { index, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { storedFiles } from './files.ts';
import { users } from './users.ts';

/**
 * A user guidance document (spec §3 User guidance): a file the provider admin uploaded through
 * `POST /api/attachments` and kept here; everyone who works in the product reads it.
 */
export const userGuidances = pgTable(
  'user_guidances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    fileId: uuid('file_id')
      .notNull()
      .references(() => storedFiles.id),
    name: text('name').notNull(),
    createdById: uuid('created_by_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('user_guidances_file_uq').on(t.fileId),
    index('user_guidances_created_idx').on(t.createdAt, t.id),
  ],
);

/**
 * Who has opened which guidance (asked its link): the rest is unseen, which drives
 * `hasUnseenUserGuidances` and the updated-guidance modal.
 */
export const userGuidanceViews = pgTable(
  'user_guidance_views',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    guidanceId: uuid('guidance_id')
      .notNull()
      .references(() => userGuidances.id, { onDelete: 'cascade' }),
    seenAt: timestamp('seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.guidanceId] })],
);
