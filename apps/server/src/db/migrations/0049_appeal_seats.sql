-- hand-written after the generated columns and indexes: appeals.answerer_id and approver_id, copies of the appealed assessment's seats, so "the appeals of the assessments I took part in" (a specialist's or approver's appeals list, dashboard and statistics: appealScope in modules/appeals/appeal.repository.ts) is two index ranges instead of a read of the assessment of every appeal under way (1,103 on the scale dataset, 4–7 ms each time, four times in a specialist's dashboard). Set from the assessment when an appeal is written, and moved with the assessment's seats; then the backfill.
ALTER TABLE "appeals" ADD COLUMN "answerer_id" uuid;--> statement-breakpoint
ALTER TABLE "appeals" ADD COLUMN "approver_id" uuid;--> statement-breakpoint
CREATE FUNCTION appeals_seats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT answerer_id, approver_id INTO NEW.answerer_id, NEW.approver_id FROM assessments WHERE id = NEW.assessment_id;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER appeals_seats BEFORE INSERT OR UPDATE OF assessment_id, answerer_id, approver_id ON appeals FOR EACH ROW EXECUTE FUNCTION appeals_seats();--> statement-breakpoint
CREATE FUNCTION assessments_appeal_seats() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE appeals SET answerer_id = NEW.answerer_id, approver_id = NEW.approver_id WHERE assessment_id = NEW.id;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER assessments_appeal_seats AFTER UPDATE OF answerer_id, approver_id ON assessments FOR EACH ROW WHEN (OLD.answerer_id IS DISTINCT FROM NEW.answerer_id OR OLD.approver_id IS DISTINCT FROM NEW.approver_id) EXECUTE FUNCTION assessments_appeal_seats();--> statement-breakpoint
UPDATE appeals a SET answerer_id = p.answerer_id, approver_id = p.approver_id FROM assessments p WHERE p.id = a.assessment_id;--> statement-breakpoint
CREATE INDEX "appeals_answerer_idx" ON "appeals" USING btree ("answerer_id","status");--> statement-breakpoint
CREATE INDEX "appeals_approver_idx" ON "appeals" USING btree ("approver_id","status");
