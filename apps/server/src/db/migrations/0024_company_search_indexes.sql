-- hand-written: btree_gin lets one GIN index hold the company beside the name's trigrams, so a
-- search within a person's companies (a specialist's seats, a client admin's group) intersects the
-- company's entry with the trigrams' instead of reading every match in every company and dropping
-- most (the busy specialist's "Patel 19": 1,110 matches read, 110 kept, 4.7 ms → 1.3 ms). A search
-- across all companies reads the name's trigrams as before. Trusted extension: a database owner
-- may create it.
CREATE EXTENSION IF NOT EXISTS btree_gin;--> statement-breakpoint
CREATE INDEX "engagements_live_company_individual_name_trgm" ON "engagements" USING gin ("company_id","engaged_individual_name" gin_trgm_ops) WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_company_entity_name_trgm" ON "engagements" USING gin ("company_id","engaged_entity_name" gin_trgm_ops) WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
DROP INDEX "engagements_individual_name_trgm";--> statement-breakpoint
DROP INDEX "engagements_entity_name_trgm";
