ALTER TABLE "engagements" ADD COLUMN "engaged_individual_name" text;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "engaged_entity_name" text;--> statement-breakpoint
CREATE INDEX "engaged_entities_name_id_idx" ON "engaged_entities" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "engagements_live_company_idx" ON "engagements" USING btree ("company_id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_created_idx" ON "engagements" USING btree ("created_at","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_company_created_idx" ON "engagements" USING btree ("company_id","created_at","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_answerer_created_idx" ON "engagements" USING btree ("answerer_id","created_at","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_approver_created_idx" ON "engagements" USING btree ("approver_id","created_at","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_start_idx" ON "engagements" USING btree ("contract_start","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_company_start_idx" ON "engagements" USING btree ("company_id","contract_start","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_individual_name_idx" ON "engagements" USING btree ("engaged_individual_name","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_company_individual_name_idx" ON "engagements" USING btree ("company_id","engaged_individual_name","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_entity_name_idx" ON "engagements" USING btree ("engaged_entity_name","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_company_entity_name_idx" ON "engagements" USING btree ("company_id","engaged_entity_name","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_end_idx" ON "engagements" USING btree ("contract_end","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_company_end_idx" ON "engagements" USING btree ("company_id","contract_end","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
-- hand-written: the list sort keys engagements.engaged_individual_name / engaged_entity_name, kept in step by triggers in the writing transaction, then the backfill
CREATE FUNCTION engagements_sort_names() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.engaged_individual_name := (SELECT name FROM engaged_individuals WHERE id = NEW.engaged_individual_id);
  NEW.engaged_entity_name := (SELECT name FROM engaged_entities WHERE id = NEW.engaged_entity_id);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER engagements_sort_names BEFORE INSERT OR UPDATE OF engaged_individual_id, engaged_entity_id, engaged_individual_name, engaged_entity_name ON engagements FOR EACH ROW EXECUTE FUNCTION engagements_sort_names();--> statement-breakpoint
CREATE FUNCTION engaged_individuals_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE engagements SET engaged_individual_name = NEW.name WHERE engaged_individual_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER engaged_individuals_sort_name AFTER UPDATE OF name ON engaged_individuals FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION engaged_individuals_sort_name();--> statement-breakpoint
CREATE FUNCTION engaged_entities_sort_name() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE engagements SET engaged_entity_name = NEW.name WHERE engaged_entity_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER engaged_entities_sort_name AFTER UPDATE OF name ON engaged_entities FOR EACH ROW WHEN (OLD.name IS DISTINCT FROM NEW.name) EXECUTE FUNCTION engaged_entities_sort_name();--> statement-breakpoint
UPDATE engagements SET engaged_individual_name = engaged_individual_name;
