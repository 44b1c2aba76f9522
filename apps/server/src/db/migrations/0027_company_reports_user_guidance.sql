CREATE TABLE "company_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"progress" integer DEFAULT 0 NOT NULL,
	"file_id" uuid,
	"pending_file_key" text,
	"counts" jsonb,
	"error" text,
	"requested_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "user_guidance_views" (
	"user_id" uuid NOT NULL,
	"guidance_id" uuid NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_guidance_views_user_id_guidance_id_pk" PRIMARY KEY("user_id","guidance_id")
);
--> statement-breakpoint
CREATE TABLE "user_guidances" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_reports" ADD CONSTRAINT "company_reports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reports" ADD CONSTRAINT "company_reports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_reports" ADD CONSTRAINT "company_reports_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_guidance_views" ADD CONSTRAINT "user_guidance_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_guidance_views" ADD CONSTRAINT "user_guidance_views_guidance_id_user_guidances_id_fk" FOREIGN KEY ("guidance_id") REFERENCES "public"."user_guidances"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_guidances" ADD CONSTRAINT "user_guidances_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_guidances" ADD CONSTRAINT "user_guidances_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "company_reports_company_uq" ON "company_reports" USING btree ("company_id");--> statement-breakpoint
CREATE UNIQUE INDEX "company_reports_file_uq" ON "company_reports" USING btree ("file_id");--> statement-breakpoint
CREATE UNIQUE INDEX "user_guidances_file_uq" ON "user_guidances" USING btree ("file_id");--> statement-breakpoint
CREATE INDEX "user_guidances_created_idx" ON "user_guidances" USING btree ("created_at","id");