ALTER TABLE "engaged_individuals" ADD COLUMN "main_company_id" uuid;--> statement-breakpoint
-- hand-written: engaged_individuals.main_company_id, the entity's group: written by the application with the individual (every path knows the group), filled from the entity by a trigger when a statement leaves it out (seeds, raw SQL), recomputed when an individual changes entity or its copy is written, and carried along when an entity changes group; then the backfill
CREATE OR REPLACE FUNCTION "engaged_individuals_group"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- No entity (a foreign key about to fail) leaves it null, and the foreign key's error is the one raised.
  NEW."main_company_id" := (SELECT "main_company_id" FROM "engaged_entities" WHERE "id" = NEW."engaged_entity_id");
  RETURN NEW;
END $$;--> statement-breakpoint
-- WHEN is checked without calling the function: an import's 50,000 rows that carry their group pay nothing (a lookup per row cost 1.5 s).
CREATE TRIGGER "engaged_individuals_group_missing" BEFORE INSERT ON "engaged_individuals"
  FOR EACH ROW WHEN (NEW."main_company_id" IS NULL) EXECUTE FUNCTION "engaged_individuals_group"();--> statement-breakpoint
CREATE TRIGGER "engaged_individuals_group_changed" BEFORE UPDATE OF "engaged_entity_id", "main_company_id" ON "engaged_individuals"
  FOR EACH ROW EXECUTE FUNCTION "engaged_individuals_group"();--> statement-breakpoint
CREATE OR REPLACE FUNCTION "engaged_entities_group_to_individuals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "engaged_individuals" SET "main_company_id" = NEW."main_company_id" WHERE "engaged_entity_id" = NEW."id";
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "engaged_entities_group_to_individuals" AFTER UPDATE OF "main_company_id" ON "engaged_entities"
  FOR EACH ROW WHEN (OLD."main_company_id" IS DISTINCT FROM NEW."main_company_id")
  EXECUTE FUNCTION "engaged_entities_group_to_individuals"();--> statement-breakpoint
UPDATE "engaged_individuals" AS i SET "main_company_id" = e."main_company_id"
FROM "engaged_entities" AS e WHERE e."id" = i."engaged_entity_id";
