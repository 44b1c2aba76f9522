CREATE TYPE "public"."am_role" AS ENUM('none', 'appeal_manager', 'lead_appeal_manager');--> statement-breakpoint
CREATE TYPE "public"."assessment_status" AS ENUM('created', 'in_progress', 'review', 'returned', 'updating', 'to_verify', 'approved', 'approved_pre_assessment', 'archived');--> statement-breakpoint
CREATE TYPE "public"."assessment_type" AS ENUM('assessment', 'pre_assessment', 'reassessment', 'continuous_employment');--> statement-breakpoint
CREATE TYPE "public"."comment_status" AS ENUM('created', 'submitted');--> statement-breakpoint
CREATE TYPE "public"."company_status" AS ENUM('awaiting', 'active', 'archived');--> statement-breakpoint
CREATE TYPE "public"."engaged_entity_type" AS ENUM('company', 'limited_liability_partnership', 'sole_trader');--> statement-breakpoint
CREATE TYPE "public"."engagement_status" AS ENUM('preliminary', 'active', 'ended', 'archived');--> statement-breakpoint
CREATE TYPE "public"."engagement_type" AS ENUM('normal', 'test');--> statement-breakpoint
CREATE TYPE "public"."interview_kind" AS ENUM('full', 'short', 'preliminary_short', 'preliminary_full', 'reassessment_full', 'reassessment_short', 'appeal_short');--> statement-breakpoint
CREATE TYPE "public"."risk_level" AS ENUM('low', 'medium', 'high');--> statement-breakpoint
CREATE TYPE "public"."thread_type" AS ENUM('review', 'decision', 'supporting', 'appeal', 'additional', 'appeal_management');--> statement-breakpoint
CREATE TYPE "public"."user_role" AS ENUM('provider_admin', 'provider_user', 'client_admin', 'company_admin', 'client_user', 'approver', 'specialist', 'api_user');--> statement-breakpoint
CREATE TYPE "public"."user_status" AS ENUM('awaiting_invitation', 'invited', 'active', 'archived');--> statement-breakpoint
CREATE TABLE "assessment_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"version" integer NOT NULL,
	"answers" jsonb NOT NULL,
	"path" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"submitted_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "assessments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"type" "assessment_type" DEFAULT 'assessment' NOT NULL,
	"status" "assessment_status" DEFAULT 'created' NOT NULL,
	"previous_status" "assessment_status",
	"due_date" date NOT NULL,
	"answerer_id" uuid NOT NULL,
	"approver_id" uuid NOT NULL,
	"employed" integer,
	"self_employed" integer,
	"risk_level" "risk_level",
	"result" jsonb,
	"last_version" integer DEFAULT 0 NOT NULL,
	"date_started" timestamp with time zone,
	"date_submitted" timestamp with time zone,
	"date_approved" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "comments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"thread_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"body" text NOT NULL,
	"status" "comment_status" DEFAULT 'submitted' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interview_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"interview_id" uuid NOT NULL,
	"question_id" text NOT NULL,
	"answer_ids" jsonb NOT NULL,
	"version" integer NOT NULL,
	"answered_by_id" uuid,
	"date_answered" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "interviews" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid NOT NULL,
	"kind" "interview_kind" NOT NULL,
	"questionnaire_version" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "threads" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assessment_id" uuid,
	"type" "thread_type" NOT NULL,
	"interview_question_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" uuid,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" uuid NOT NULL,
	"company_id" uuid,
	"before" jsonb,
	"after" jsonb,
	"request_id" text,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "companies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"tax_number" text,
	"sector" text,
	"parent_id" uuid,
	"manager_id" uuid,
	"status" "company_status" DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "holding_settings" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"high_risk_threshold" integer DEFAULT 10 NOT NULL,
	"medium_risk_threshold" integer DEFAULT 20 NOT NULL,
	"risk_margin" integer DEFAULT 5 NOT NULL,
	"change_password_period_weeks" integer,
	"mail_verification_period" text DEFAULT 'off' NOT NULL,
	"mail_verification_new_device" boolean DEFAULT false NOT NULL,
	"blocked_permissions" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"continuous_employed" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "agencies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engaged_entities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"main_company_id" uuid NOT NULL,
	"name" text NOT NULL,
	"number" text,
	"type" "engaged_entity_type" NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engaged_individuals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engaged_entity_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"department_id" uuid,
	"agency_id" uuid,
	"engaged_entity_id" uuid NOT NULL,
	"engaged_individual_id" uuid NOT NULL,
	"engaged_individual_role" text,
	"answerer_id" uuid NOT NULL,
	"approver_id" uuid NOT NULL,
	"status" "engagement_status" DEFAULT 'active' NOT NULL,
	"type" "engagement_type" DEFAULT 'normal' NOT NULL,
	"contract_start" date NOT NULL,
	"contract_end" date NOT NULL,
	"contract_value_pence" bigint NOT NULL,
	"service_provided" text NOT NULL,
	"your_reference" text,
	"archived_comment" text,
	"created_by_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "refresh_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"family_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"phone" text,
	"position" text,
	"role" "user_role" NOT NULL,
	"am_role" "am_role" DEFAULT 'none' NOT NULL,
	"status" "user_status" DEFAULT 'active' NOT NULL,
	"company_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_login_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "assessment_versions" ADD CONSTRAINT "assessment_versions_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessment_versions" ADD CONSTRAINT "assessment_versions_submitted_by_id_users_id_fk" FOREIGN KEY ("submitted_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_answerer_id_users_id_fk" FOREIGN KEY ("answerer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assessments" ADD CONSTRAINT "assessments_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_thread_id_threads_id_fk" FOREIGN KEY ("thread_id") REFERENCES "public"."threads"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "comments" ADD CONSTRAINT "comments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interview_answers" ADD CONSTRAINT "interview_answers_answered_by_id_users_id_fk" FOREIGN KEY ("answered_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "interviews" ADD CONSTRAINT "interviews_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "threads" ADD CONSTRAINT "threads_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_parent_id_companies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_manager_id_users_id_fk" FOREIGN KEY ("manager_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "holding_settings" ADD CONSTRAINT "holding_settings_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "agencies" ADD CONSTRAINT "agencies_main_company_id_companies_id_fk" FOREIGN KEY ("main_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engaged_entities" ADD CONSTRAINT "engaged_entities_main_company_id_companies_id_fk" FOREIGN KEY ("main_company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engaged_individuals" ADD CONSTRAINT "engaged_individuals_engaged_entity_id_engaged_entities_id_fk" FOREIGN KEY ("engaged_entity_id") REFERENCES "public"."engaged_entities"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_engaged_entity_id_engaged_entities_id_fk" FOREIGN KEY ("engaged_entity_id") REFERENCES "public"."engaged_entities"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_engaged_individual_id_engaged_individuals_id_fk" FOREIGN KEY ("engaged_individual_id") REFERENCES "public"."engaged_individuals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_answerer_id_users_id_fk" FOREIGN KEY ("answerer_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_approver_id_users_id_fk" FOREIGN KEY ("approver_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagements" ADD CONSTRAINT "engagements_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ADD CONSTRAINT "refresh_tokens_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "assessment_versions_uq" ON "assessment_versions" USING btree ("assessment_id","version");--> statement-breakpoint
CREATE INDEX "assessments_engagement_idx" ON "assessments" USING btree ("engagement_id","created_at");--> statement-breakpoint
CREATE INDEX "assessments_answerer_idx" ON "assessments" USING btree ("answerer_id","status");--> statement-breakpoint
CREATE INDEX "assessments_approver_idx" ON "assessments" USING btree ("approver_id","status");--> statement-breakpoint
CREATE INDEX "comments_thread_idx" ON "comments" USING btree ("thread_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "interview_answers_question_uq" ON "interview_answers" USING btree ("interview_id","question_id");--> statement-breakpoint
CREATE UNIQUE INDEX "interviews_assessment_uq" ON "interviews" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "threads_assessment_idx" ON "threads" USING btree ("assessment_id");--> statement-breakpoint
CREATE INDEX "audit_entity_idx" ON "audit_events" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
CREATE INDEX "audit_company_idx" ON "audit_events" USING btree ("company_id");--> statement-breakpoint
CREATE INDEX "companies_parent_idx" ON "companies" USING btree ("parent_id");--> statement-breakpoint
CREATE INDEX "companies_manager_idx" ON "companies" USING btree ("manager_id");--> statement-breakpoint
CREATE UNIQUE INDEX "departments_company_name_uq" ON "departments" USING btree ("company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "agencies_company_name_uq" ON "agencies" USING btree ("main_company_id","name");--> statement-breakpoint
CREATE UNIQUE INDEX "engaged_entities_company_name_uq" ON "engaged_entities" USING btree ("main_company_id","name");--> statement-breakpoint
CREATE INDEX "engaged_individuals_entity_idx" ON "engaged_individuals" USING btree ("engaged_entity_id");--> statement-breakpoint
CREATE INDEX "engagements_company_idx" ON "engagements" USING btree ("company_id","created_at");--> statement-breakpoint
CREATE INDEX "engagements_answerer_idx" ON "engagements" USING btree ("answerer_id");--> statement-breakpoint
CREATE INDEX "engagements_approver_idx" ON "engagements" USING btree ("approver_id");--> statement-breakpoint
CREATE UNIQUE INDEX "refresh_tokens_hash_uq" ON "refresh_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "refresh_tokens_family_idx" ON "refresh_tokens" USING btree ("family_id");--> statement-breakpoint
CREATE UNIQUE INDEX "users_email_uq" ON "users" USING btree ("email");--> statement-breakpoint
CREATE INDEX "users_company_idx" ON "users" USING btree ("company_id");