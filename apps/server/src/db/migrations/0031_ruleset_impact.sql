CREATE TABLE "ruleset_impact_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"run_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"engagement_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"client_id" uuid NOT NULL,
	"from_questionnaire" text NOT NULL,
	"from_ruleset" text NOT NULL,
	"from_outcome" text NOT NULL,
	"from_employed" integer NOT NULL,
	"from_risk" text NOT NULL,
	"to_outcome" text NOT NULL,
	"to_employed" integer NOT NULL,
	"to_risk" text NOT NULL,
	"questions" jsonb NOT NULL,
	"reassessment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ruleset_impact_runs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"questionnaire_version" text NOT NULL,
	"ruleset_version" text NOT NULL,
	"status" text DEFAULT 'running' NOT NULL,
	"assessed_count" integer DEFAULT 0 NOT NULL,
	"changed_count" integer DEFAULT 0 NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "ruleset_impact_items" ADD CONSTRAINT "ruleset_impact_items_run_id_ruleset_impact_runs_id_fk" FOREIGN KEY ("run_id") REFERENCES "public"."ruleset_impact_runs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruleset_impact_items" ADD CONSTRAINT "ruleset_impact_items_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruleset_impact_items" ADD CONSTRAINT "ruleset_impact_items_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruleset_impact_items" ADD CONSTRAINT "ruleset_impact_items_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruleset_impact_items" ADD CONSTRAINT "ruleset_impact_items_client_id_companies_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ruleset_impact_items" ADD CONSTRAINT "ruleset_impact_items_reassessment_id_assessments_id_fk" FOREIGN KEY ("reassessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "ruleset_impact_items_uq" ON "ruleset_impact_items" USING btree ("run_id","assessment_id");--> statement-breakpoint
CREATE INDEX "ruleset_impact_items_client_idx" ON "ruleset_impact_items" USING btree ("run_id","client_id","company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ruleset_impact_runs_versions_uq" ON "ruleset_impact_runs" USING btree ("questionnaire_version","ruleset_version");