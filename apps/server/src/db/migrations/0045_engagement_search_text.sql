-- One trigram index for the engagement and assessment lists' search: the individual's and entity's
-- names and the service in one text, the fields apart by chr(31) (engagementSearchText), live rows
-- only. It replaces the per-field indexes keyed by company (0024): with a group's six companies in
-- the index condition, GIN read the company's entries beside the trigrams' and took 8.9 ms for the
-- busy specialist's "Patel 19" against 3.8 ms without them; and one scan replaces the BitmapOr of
-- three (8.0 → 6.2 ms for the provider admin's search). btree_gin stays installed (0024).
DROP INDEX "engagements_service_trgm";--> statement-breakpoint
DROP INDEX "engagements_live_company_individual_name_trgm";--> statement-breakpoint
DROP INDEX "engagements_live_company_entity_name_trgm";--> statement-breakpoint
CREATE INDEX "engagements_live_search_trgm" ON "engagements" USING gin ((coalesce("engaged_individual_name", '') || chr(31) || coalesce("engaged_entity_name", '') || chr(31) || coalesce("service_provided", '')) gin_trgm_ops) WHERE "engagements"."deleted_at" is null;