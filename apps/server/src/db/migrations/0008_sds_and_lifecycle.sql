ALTER TYPE "public"."assessment_status" ADD VALUE 'non_eligible' BEFORE 'archived';--> statement-breakpoint
CREATE TABLE "assessment_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"assessment_version" integer NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"file_id" uuid,
	"page_count" integer,
	"sha256" text,
	"error" text,
	"requested_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"generated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "contractor_report_downloads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"recipient_id" uuid NOT NULL,
	"assessment_report_id" uuid NOT NULL,
	"downloaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractor_report_mail_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"assessment_report_id" uuid NOT NULL,
	"comment" text,
	"sent_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contractor_report_recipients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"group_id" uuid NOT NULL,
	"email" text NOT NULL,
	"party" text NOT NULL,
	"link_key_hash" text NOT NULL,
	"download_code_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"delayed_until" timestamp with time zone,
	"link_message_id" uuid,
	"code_message_id" uuid,
	"failed_attempts" integer DEFAULT 0 NOT NULL,
	"locked_until" timestamp with time zone,
	"first_opened_at" timestamp with time zone,
	"first_downloaded_at" timestamp with time zone,
	"download_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "contractor_report_recipients_link_key_hash_unique" UNIQUE("link_key_hash")
);
--> statement-breakpoint
CREATE TABLE "thread_reads" (
	"thread_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "thread_reads_thread_id_user_id_pk" PRIMARY KEY("thread_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "inherited_date_submitted" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "valid_until" date;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "previous_answerer_id" uuid;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "changes_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "version_seen" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "presentation_seen_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "risk_margin" integer;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "rejection_reason" text;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "reassessment_reason" text;--> statement-breakpoint
ALTER TABLE "holding_settings" ADD COLUMN "contractor_notification_frequency" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD CONSTRAINT "assessment_reports_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_report_downloads" ADD CONSTRAINT "contractor_report_downloads_recipient_id_contractor_report_recipients_id_fk" FOREIGN KEY ("recipient_id") REFERENCES "public"."contractor_report_recipients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_report_downloads" ADD CONSTRAINT "contractor_report_downloads_assessment_report_id_assessment_reports_id_fk" FOREIGN KEY ("assessment_report_id") REFERENCES "public"."assessment_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_report_mail_groups" ADD CONSTRAINT "contractor_report_mail_groups_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_report_mail_groups" ADD CONSTRAINT "contractor_report_mail_groups_assessment_report_id_assessment_reports_id_fk" FOREIGN KEY ("assessment_report_id") REFERENCES "public"."assessment_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_report_mail_groups" ADD CONSTRAINT "contractor_report_mail_groups_sent_by_id_users_id_fk" FOREIGN KEY ("sent_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_report_recipients" ADD CONSTRAINT "contractor_report_recipients_group_id_contractor_report_mail_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contractor_report_mail_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_report_recipients" ADD CONSTRAINT "contractor_report_recipients_link_message_id_email_messages_id_fk" FOREIGN KEY ("link_message_id") REFERENCES "public"."email_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contractor_report_recipients" ADD CONSTRAINT "contractor_report_recipients_code_message_id_email_messages_id_fk" FOREIGN KEY ("code_message_id") REFERENCES "public"."email_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "thread_reads" ADD CONSTRAINT "thread_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_reports_version_uq" ON "assessment_reports" USING btree ("assessment_id","version");--> statement-breakpoint
CREATE INDEX "contractor_report_downloads_recipient_idx" ON "contractor_report_downloads" USING btree ("recipient_id","downloaded_at");--> statement-breakpoint
CREATE INDEX "contractor_report_groups_engagement_idx" ON "contractor_report_mail_groups" USING btree ("engagement_id","created_at");--> statement-breakpoint
CREATE INDEX "contractor_report_recipients_group_idx" ON "contractor_report_recipients" USING btree ("group_id");--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_previous_answerer_id_users_id_fk" FOREIGN KEY ("previous_answerer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "assessments_due_idx" ON "assessments" USING btree ("status","due_date");