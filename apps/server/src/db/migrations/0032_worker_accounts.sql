CREATE TABLE "worker_account_resolutions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"worker_account_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"choice" text NOT NULL,
	"reason" text,
	"specialist_answer" jsonb NOT NULL,
	"worker_answer" jsonb NOT NULL,
	"resolved_by_id" uuid,
	"resolved_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "worker_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"email" text NOT NULL,
	"questionnaire_version" text NOT NULL,
	"question_ids" jsonb NOT NULL,
	"invited_at" timestamp with time zone NOT NULL,
	"invited_by_id" uuid,
	"expires_at" timestamp with time zone NOT NULL,
	"answers" jsonb,
	"comment" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "appeal_decisions" ADD COLUMN "conflict_reason" text;--> statement-breakpoint
ALTER TABLE "worker_account_resolutions" ADD CONSTRAINT "worker_account_resolutions_worker_account_id_worker_accounts_id_fk" FOREIGN KEY ("worker_account_id") REFERENCES "public"."worker_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_account_resolutions" ADD CONSTRAINT "worker_account_resolutions_resolved_by_id_users_id_fk" FOREIGN KEY ("resolved_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_accounts" ADD CONSTRAINT "worker_accounts_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_accounts" ADD CONSTRAINT "worker_accounts_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "worker_accounts" ADD CONSTRAINT "worker_accounts_invited_by_id_users_id_fk" FOREIGN KEY ("invited_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "worker_account_resolutions_uq" ON "worker_account_resolutions" USING btree ("worker_account_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_accounts_assessment_uq" ON "worker_accounts" USING btree ("assessment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "worker_accounts_key_hash_uq" ON "worker_accounts" USING btree ("key_hash");--> statement-breakpoint
CREATE INDEX "worker_accounts_company_idx" ON "worker_accounts" USING btree ("company_id");