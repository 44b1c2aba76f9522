DROP INDEX "assessments_answerer_due_idx";--> statement-breakpoint
DROP INDEX "assessments_approver_due_idx";--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "company_id" uuid;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "listed" boolean DEFAULT true NOT NULL;--> statement-breakpoint
-- hand-written: assessments.company_id and assessments.listed (the engagement's company, and whether it is not deleted), kept in step by triggers in the writing transaction, then the backfill (before the indexes, which are then built once)
CREATE FUNCTION assessments_engagement_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT company_id, deleted_at IS NULL INTO NEW.company_id, NEW.listed FROM engagements WHERE id = NEW.engagement_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER assessments_engagement_copy BEFORE INSERT OR UPDATE OF engagement_id, company_id, listed ON assessments FOR EACH ROW EXECUTE FUNCTION assessments_engagement_copy();--> statement-breakpoint
CREATE FUNCTION engagements_assessment_copy() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE assessments SET company_id = NEW.company_id, listed = NEW.deleted_at IS NULL WHERE engagement_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER engagements_assessment_copy AFTER UPDATE OF company_id, deleted_at ON engagements FOR EACH ROW
  WHEN (OLD.company_id IS DISTINCT FROM NEW.company_id OR (OLD.deleted_at IS NULL) <> (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION engagements_assessment_copy();--> statement-breakpoint
UPDATE assessments a SET company_id = e.company_id, listed = e.deleted_at IS NULL FROM engagements e WHERE e.id = a.engagement_id;--> statement-breakpoint
CREATE INDEX "assessments_listed_answerer_due_idx" ON "assessments" USING btree ("answerer_id","due_date","id") WHERE "assessments"."listed";--> statement-breakpoint
CREATE INDEX "assessments_listed_approver_due_idx" ON "assessments" USING btree ("approver_id","due_date","id") WHERE "assessments"."listed";--> statement-breakpoint
CREATE INDEX "assessments_listed_company_due_idx" ON "assessments" USING btree ("company_id","due_date","id") WHERE "assessments"."listed";
