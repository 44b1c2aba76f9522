CREATE TABLE "appeal_comment_attachments" (
	"comment_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeal_comment_attachments_comment_id_file_id_pk" PRIMARY KEY("comment_id","file_id")
);
--> statement-breakpoint
CREATE TABLE "appeal_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appeal_id" uuid NOT NULL,
	"thread_type" text NOT NULL,
	"author_user_id" uuid,
	"by_contractor" boolean DEFAULT false NOT NULL,
	"body" text NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"submitted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeal_contractor_emails" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appeal_id" uuid NOT NULL,
	"email" text NOT NULL,
	"changed_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeal_decisions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"appeal_id" uuid NOT NULL,
	"decision" text NOT NULL,
	"comment" text NOT NULL,
	"additional_mail_comment" text,
	"categories" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"maker_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "appeal_reads" (
	"appeal_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"last_seen" timestamp with time zone NOT NULL,
	CONSTRAINT "appeal_reads_appeal_id_user_id_pk" PRIMARY KEY("appeal_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "appeals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key_hash" text NOT NULL,
	"key_expires_at" timestamp with time zone,
	"company_id" uuid NOT NULL,
	"engagement_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	"assessment_report_id" uuid,
	"status" text DEFAULT 'created' NOT NULL,
	"channel" text DEFAULT 'link' NOT NULL,
	"appeal_manager_id" uuid,
	"contractor_email" text NOT NULL,
	"representations_received_on" date,
	"statutory_deadline" date,
	"date_started" timestamp with time zone,
	"date_ended" timestamp with time zone,
	"reassessment_id" uuid,
	"reminders_sent" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"contractor_seen_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "appeals_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "contract_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"assessment_id" uuid,
	"status" text DEFAULT 'requested' NOT NULL,
	"changes" jsonb NOT NULL,
	"comment" text,
	"material" boolean,
	"requested_by_id" uuid,
	"fulfilled_by_id" uuid,
	"fulfilled_at" timestamp with time zone,
	"seen_at" timestamp with time zone,
	"reassessment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document_comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"document_id" uuid NOT NULL,
	"user_id" uuid,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"file_id" uuid NOT NULL,
	"name" text NOT NULL,
	"type" text,
	"category" text,
	"creator_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "company_features" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"date_start" date NOT NULL,
	"date_end" date,
	"auto_renewal" boolean DEFAULT false NOT NULL,
	"activated_by_id" uuid,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_changelogs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_message_id" uuid NOT NULL,
	"old_email" text NOT NULL,
	"new_email" text NOT NULL,
	"changed_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "email_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email_message_id" uuid NOT NULL,
	"name" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"source" text NOT NULL,
	"detail" text,
	"external_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "email_events_external_id_unique" UNIQUE("external_id")
);
--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "test_resubmitted_as_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "test_returned_first_time_as_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "assessments" ADD COLUMN "test_returned_again_as_active" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "agencies" ADD COLUMN "contact_name" text;--> statement-breakpoint
ALTER TABLE "engaged_entities" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engaged_entities" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "status_before_archive" "engagement_status";--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "duplicated_from_id" uuid;--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "transformed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "email_messages" ADD COLUMN "resend_of_id" uuid;--> statement-breakpoint
ALTER TABLE "appeal_comment_attachments" ADD CONSTRAINT "appeal_comment_attachments_comment_id_appeal_comments_id_fk" FOREIGN KEY ("comment_id") REFERENCES "public"."appeal_comments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_comment_attachments" ADD CONSTRAINT "appeal_comment_attachments_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_comments" ADD CONSTRAINT "appeal_comments_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_comments" ADD CONSTRAINT "appeal_comments_author_user_id_users_id_fk" FOREIGN KEY ("author_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_contractor_emails" ADD CONSTRAINT "appeal_contractor_emails_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_contractor_emails" ADD CONSTRAINT "appeal_contractor_emails_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_decisions" ADD CONSTRAINT "appeal_decisions_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_decisions" ADD CONSTRAINT "appeal_decisions_maker_id_users_id_fk" FOREIGN KEY ("maker_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_reads" ADD CONSTRAINT "appeal_reads_appeal_id_appeals_id_fk" FOREIGN KEY ("appeal_id") REFERENCES "public"."appeals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeal_reads" ADD CONSTRAINT "appeal_reads_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_assessment_report_id_assessment_reports_id_fk" FOREIGN KEY ("assessment_report_id") REFERENCES "public"."assessment_reports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_appeal_manager_id_users_id_fk" FOREIGN KEY ("appeal_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "appeals" ADD CONSTRAINT "appeals_reassessment_id_assessments_id_fk" FOREIGN KEY ("reassessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_changes" ADD CONSTRAINT "contract_changes_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_changes" ADD CONSTRAINT "contract_changes_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_changes" ADD CONSTRAINT "contract_changes_requested_by_id_users_id_fk" FOREIGN KEY ("requested_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_changes" ADD CONSTRAINT "contract_changes_fulfilled_by_id_users_id_fk" FOREIGN KEY ("fulfilled_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_changes" ADD CONSTRAINT "contract_changes_reassessment_id_assessments_id_fk" FOREIGN KEY ("reassessment_id") REFERENCES "public"."assessments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_comments" ADD CONSTRAINT "document_comments_document_id_engagement_documents_id_fk" FOREIGN KEY ("document_id") REFERENCES "public"."engagement_documents"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document_comments" ADD CONSTRAINT "document_comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_documents" ADD CONSTRAINT "engagement_documents_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_documents" ADD CONSTRAINT "engagement_documents_file_id_stored_files_id_fk" FOREIGN KEY ("file_id") REFERENCES "public"."stored_files"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_documents" ADD CONSTRAINT "engagement_documents_creator_id_users_id_fk" FOREIGN KEY ("creator_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_features" ADD CONSTRAINT "company_features_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_features" ADD CONSTRAINT "company_features_activated_by_id_users_id_fk" FOREIGN KEY ("activated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changelogs" ADD CONSTRAINT "email_changelogs_email_message_id_email_messages_id_fk" FOREIGN KEY ("email_message_id") REFERENCES "public"."email_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_changelogs" ADD CONSTRAINT "email_changelogs_changed_by_id_users_id_fk" FOREIGN KEY ("changed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_events" ADD CONSTRAINT "email_events_email_message_id_email_messages_id_fk" FOREIGN KEY ("email_message_id") REFERENCES "public"."email_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "appeal_comments_appeal_idx" ON "appeal_comments" USING btree ("appeal_id","thread_type","created_at");--> statement-breakpoint
CREATE INDEX "appeal_contractor_emails_appeal_idx" ON "appeal_contractor_emails" USING btree ("appeal_id","created_at");--> statement-breakpoint
CREATE INDEX "appeal_decisions_appeal_idx" ON "appeal_decisions" USING btree ("appeal_id","created_at");--> statement-breakpoint
CREATE INDEX "appeals_company_idx" ON "appeals" USING btree ("company_id","status");--> statement-breakpoint
CREATE INDEX "appeals_engagement_idx" ON "appeals" USING btree ("engagement_id","created_at");--> statement-breakpoint
CREATE INDEX "appeals_assessment_idx" ON "appeals" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "appeals_manager_idx" ON "appeals" USING btree ("appeal_manager_id","status");--> statement-breakpoint
CREATE INDEX "appeals_deadline_idx" ON "appeals" USING btree ("status","statutory_deadline");--> statement-breakpoint
CREATE UNIQUE INDEX "appeals_engagement_active_uq" ON "appeals" USING btree ("engagement_id") WHERE status in ('started','am_processing','contractor_processing','reassessment_in_progress','reopened');--> statement-breakpoint
CREATE INDEX "contract_changes_engagement_idx" ON "contract_changes" USING btree ("engagement_id","status","created_at");--> statement-breakpoint
CREATE INDEX "document_comments_document_idx" ON "document_comments" USING btree ("document_id","created_at");--> statement-breakpoint
CREATE INDEX "engagement_documents_engagement_idx" ON "engagement_documents" USING btree ("engagement_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "company_features_company_name_uq" ON "company_features" USING btree ("company_id","name");--> statement-breakpoint
CREATE INDEX "company_features_expiry_idx" ON "company_features" USING btree ("status","date_end");--> statement-breakpoint
CREATE INDEX "company_features_updated_idx" ON "company_features" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "email_changelogs_message_idx" ON "email_changelogs" USING btree ("email_message_id","created_at");--> statement-breakpoint
CREATE INDEX "email_events_message_idx" ON "email_events" USING btree ("email_message_id","occurred_at");--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_duplicated_from_id_engagements_id_fk" FOREIGN KEY ("duplicated_from_id") REFERENCES "public"."engagements"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "email_messages" ADD CONSTRAINT "email_messages_resend_of_id_email_messages_id_fk" FOREIGN KEY ("resend_of_id") REFERENCES "public"."email_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "agencies_name_trgm" ON "agencies" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "engagements_agency_idx" ON "engagements" USING btree ("agency_id");--> statement-breakpoint
CREATE INDEX "engagements_status_ended_idx" ON "engagements" USING btree ("status","ended_at");--> statement-breakpoint
CREATE INDEX "email_messages_message_id_idx" ON "email_messages" USING btree ("message_id");--> statement-breakpoint
-- Features that gate actions built before subscriptions existed stay on for every client group.
INSERT INTO "company_features" ("company_id", "name", "status", "date_start", "auto_renewal")
SELECT c."id", f."name", 'active', CURRENT_DATE, false
FROM "companies" c CROSS JOIN (VALUES ('archive_user'), ('change_avatar'), ('update_holding'), ('update_user')) AS f("name")
WHERE c."parent_id" IS NULL;
