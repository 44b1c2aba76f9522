-- hand-written: engagements.root_company_id, the group's top company (the company's parent, or the company itself), kept by the sort-name trigger (one read of the company for its name and its group) and by a trigger on a company's parent, then the backfill; the search index is then keyed by it. A client's search names its top company and reads the group's matches only ("Patel" in a 20k group of a 200k dataset: 7,770 → 1,844 buffers; "Patel 19": 1,335 → 262), and a search across groups names none and reads the trigrams alone, as the index of 0045 did (docs/decisions/performance.md, "A group's search").
DROP INDEX "engagements_live_search_trgm";--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "root_company_id" uuid;--> statement-breakpoint
CREATE OR REPLACE FUNCTION engagements_sort_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.engaged_individual_name := (SELECT name FROM engaged_individuals WHERE id = NEW.engaged_individual_id);
  NEW.engaged_entity_name := (SELECT name FROM engaged_entities WHERE id = NEW.engaged_entity_id);
  SELECT name, coalesce(parent_id, id) INTO NEW.company_name, NEW.root_company_id FROM companies WHERE id = NEW.company_id;
  RETURN NEW;
END $$;--> statement-breakpoint
DROP TRIGGER engagements_sort_names ON engagements;--> statement-breakpoint
CREATE TRIGGER engagements_sort_names BEFORE INSERT OR UPDATE OF engaged_individual_id, engaged_entity_id, company_id, engaged_individual_name, engaged_entity_name, company_name, root_company_id ON engagements FOR EACH ROW EXECUTE FUNCTION engagements_sort_names();--> statement-breakpoint
-- A company given another parent (the app never does; a support fix might): its engagements and its subsidiaries' follow.
CREATE FUNCTION companies_root() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE engagements e SET root_company_id = coalesce(c.parent_id, c.id) FROM companies c
   WHERE c.id = e.company_id AND (c.id = NEW.id OR c.parent_id = NEW.id);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_root AFTER UPDATE OF parent_id ON companies FOR EACH ROW WHEN (OLD.parent_id IS DISTINCT FROM NEW.parent_id) EXECUTE FUNCTION companies_root();--> statement-breakpoint
-- The backfill sets only the copy: the engagements' other triggers have nothing to do for it, so they are off for this one statement (inside the migration's transaction), as in 0020.
ALTER TABLE engagements DISABLE TRIGGER USER;--> statement-breakpoint
UPDATE engagements e SET root_company_id = coalesce(c.parent_id, c.id) FROM companies c WHERE c.id = e.company_id;--> statement-breakpoint
ALTER TABLE engagements ENABLE TRIGGER USER;--> statement-breakpoint
CREATE INDEX "engagements_live_search_trgm" ON "engagements" USING gin ("root_company_id",(coalesce("engaged_individual_name", '') || chr(31) || coalesce("engaged_entity_name", '') || chr(31) || coalesce("service_provided", '')) gin_trgm_ops) WHERE "engagements"."deleted_at" is null;
