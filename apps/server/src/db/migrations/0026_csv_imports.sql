CREATE TABLE "csv_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity" text NOT NULL,
	"company_id" uuid,
	"created_by_id" uuid NOT NULL,
	"file_key" text,
	"file_name" text NOT NULL,
	"file_type" text NOT NULL,
	"file_sha256" text NOT NULL,
	"delimiter" text,
	"encoding" text,
	"options" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'parsed' NOT NULL,
	"row_count" integer DEFAULT 0 NOT NULL,
	"error_row_count" integer DEFAULT 0 NOT NULL,
	"phase" text DEFAULT 'waiting' NOT NULL,
	"progress_done" integer DEFAULT 0 NOT NULL,
	"lease_until" timestamp with time zone,
	"attempt" integer DEFAULT 0 NOT NULL,
	"cancel_requested" timestamp with time zone,
	"error_rows" jsonb,
	"error" text,
	"result" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"finished_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "import_id" uuid;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "csv_imports" ADD CONSTRAINT "csv_imports_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "csv_imports_active_file_uq" ON "csv_imports" USING btree ("entity",coalesce("company_id", '00000000-0000-0000-0000-000000000000'::uuid),"file_sha256") WHERE "csv_imports"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "csv_imports_expires_idx" ON "csv_imports" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "csv_imports_created_by_idx" ON "csv_imports" USING btree ("created_by_id");--> statement-breakpoint
CREATE INDEX "engagements_import_idx" ON "engagements" USING btree ("import_id") WHERE "engagements"."import_id" is not null;