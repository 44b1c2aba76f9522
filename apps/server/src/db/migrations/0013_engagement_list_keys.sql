CREATE INDEX "engaged_entities_name_id_idx" ON "engaged_entities" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "engagements_live_company_idx" ON "engagements" USING btree ("company_id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_created_idx" ON "engagements" USING btree ("created_at","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_company_created_idx" ON "engagements" USING btree ("company_id","created_at","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_answerer_created_idx" ON "engagements" USING btree ("answerer_id","created_at","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_approver_created_idx" ON "engagements" USING btree ("approver_id","created_at","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_start_idx" ON "engagements" USING btree ("contract_start","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_company_start_idx" ON "engagements" USING btree ("company_id","contract_start","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_end_idx" ON "engagements" USING btree ("contract_end","id") WHERE "engagements"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "engagements_live_company_end_idx" ON "engagements" USING btree ("company_id","contract_end","id") WHERE "engagements"."deleted_at" is null;