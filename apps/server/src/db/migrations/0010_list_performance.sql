CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "assessments_answerer_due_idx" ON "assessments" USING btree ("answerer_id","due_date","id");--> statement-breakpoint
CREATE INDEX "assessments_approver_due_idx" ON "assessments" USING btree ("approver_id","due_date","id");--> statement-breakpoint
CREATE INDEX "companies_name_idx" ON "companies" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "companies_name_trgm" ON "companies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "companies_number_trgm" ON "companies" USING gin ("number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "engaged_entities_name_trgm" ON "engaged_entities" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "engaged_individuals_name_idx" ON "engaged_individuals" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "engaged_individuals_name_trgm" ON "engaged_individuals" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "engagements_company_created_id_idx" ON "engagements" USING btree ("company_id","created_at","id");--> statement-breakpoint
CREATE INDEX "engagements_created_id_idx" ON "engagements" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "engagements_entity_idx" ON "engagements" USING btree ("engaged_entity_id");--> statement-breakpoint
CREATE INDEX "engagements_individual_idx" ON "engagements" USING btree ("engaged_individual_id");--> statement-breakpoint
CREATE INDEX "engagements_service_trgm" ON "engagements" USING gin ("service_provided" gin_trgm_ops);