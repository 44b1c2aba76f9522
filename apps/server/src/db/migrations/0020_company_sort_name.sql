ALTER TABLE "engagements" ADD COLUMN "company_name" text;--> statement-breakpoint
-- hand-written (before the indexes, so the backfill does not update them row by row): engagements.company_name, the lists' sort key by company, kept in step by the sort-name trigger (now also on the company) and by a trigger on company renames, then the backfill
CREATE OR REPLACE FUNCTION engagements_sort_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.engaged_individual_name := (SELECT name FROM engaged_individuals WHERE id = NEW.engaged_individual_id);
  NEW.engaged_entity_name := (SELECT name FROM engaged_entities WHERE id = NEW.engaged_entity_id);
  NEW.company_name := (SELECT name FROM companies WHERE id = NEW.company_id);
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER engagements_sort_names ON engagements;--> statement-breakpoint
CREATE TRIGGER engagements_sort_names BEFORE INSERT OR UPDATE OF engaged_individual_id, engaged_entity_id, company_id, engaged_individual_name, engaged_entity_name, company_name ON engagements FOR EACH ROW EXECUTE FUNCTION engagements_sort_names();--> statement-breakpoint
CREATE FUNCTION companies_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE engagements SET company_name = NEW.name WHERE company_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_sort_name AFTER UPDATE OF name ON companies FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION companies_sort_name();--> statement-breakpoint
-- The backfill sets only the copy: the engagements' triggers (counters, seat gaps, sort names) have nothing to do for it, so they are off for this one statement (inside the migration's transaction).
ALTER TABLE engagements DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE engagements e SET company_name = c.name FROM companies c WHERE c.id = e.company_id;--> statement-breakpoint
ALTER TABLE engagements ENABLE TRIGGER USER;--> statement-breakpoint
CREATE INDEX "engagements_live_company_name_idx" ON "engagements" USING btree ("company_name","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_company_company_name_idx" ON "engagements" USING btree ("company_id","company_name","id") WHERE "engagements"."deleted_at" is null;