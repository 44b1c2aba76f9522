DROP INDEX "engagements_agency_idx";--> statement-breakpoint
CREATE INDEX "engagements_company_role_idx" ON "engagements" USING btree ("company_id","engaged_individual_role") WHERE "engagements"."engaged_individual_role" is not null;--> statement-breakpoint
CREATE INDEX "engagements_agency_idx" ON "engagements" USING btree ("agency_id","status","type","deleted_at");