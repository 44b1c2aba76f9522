import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * One object in the file storage (local directory or S3 bucket). The key is made by the server
 * (`avatars/<uuid>.png`); the client's file name is kept apart, for display only.
 */
export const storedFiles = pgTable('stored_files', {
  id: uuid('id').primaryKey().defaultRandom(),
  key: text('key').notNull().unique(),
  mime: text('mime').notNull(),
  size: integer('size').notNull(),
  name: text('name'),
  createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
