CREATE TABLE "client_financial_years" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"company_id" uuid NOT NULL,
	"start" date NOT NULL,
	"end" date NOT NULL,
	"filing_deadline" date,
	"turnover_pence" bigint NOT NULL,
	"balance_sheet_pence" bigint NOT NULL,
	"employees" double precision NOT NULL,
	"is_group" boolean DEFAULT false NOT NULL,
	"turnover_gross_pence" bigint,
	"balance_sheet_gross_pence" bigint,
	"excluded_from_small_regime" boolean DEFAULT false NOT NULL,
	"first_financial_year" boolean DEFAULT false NOT NULL,
	"evidence" text NOT NULL,
	"entered_by_id" uuid,
	"confirmed_by_id" uuid,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client_scope_decisions" (
	"company_id" uuid NOT NULL,
	"tax_year" integer NOT NULL,
	"in_scope" boolean NOT NULL,
	"basis" text NOT NULL,
	"decided" boolean NOT NULL,
	"relevant_financial_year_id" uuid,
	"working" jsonb NOT NULL,
	"decided_by_id" uuid,
	"decided_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "client_scope_decisions_company_id_tax_year_pk" PRIMARY KEY("company_id","tax_year")
);
--> statement-breakpoint
CREATE TABLE "client_size_profiles" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"kind" text DEFAULT 'company' NOT NULL,
	"public_authority" boolean DEFAULT false NOT NULL,
	"uk_connection" boolean DEFAULT true NOT NULL,
	"pays_apprenticeship_levy" boolean DEFAULT false NOT NULL,
	"updated_by_id" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_chain_parties" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"engagement_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"kind" text NOT NULL,
	"name" text NOT NULL,
	"agency_id" uuid,
	"uk_status" text NOT NULL,
	"worker_controlled" boolean DEFAULT false NOT NULL,
	"connected_to_umbrella" boolean DEFAULT false NOT NULL,
	"email" text,
	"sds_confirmed_on" date,
	"sds_confirmed_by_id" uuid,
	"sds_confirmation_note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "engagement_reasonable_care" (
	"engagement_id" uuid PRIMARY KEY NOT NULL,
	"not_taken" boolean NOT NULL,
	"note" text NOT NULL,
	"recorded_by_id" uuid,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD COLUMN "off_payroll_tax_year" integer;--> statement-breakpoint
ALTER TABLE "assessment_reports" ADD COLUMN "statutory" boolean;--> statement-breakpoint
ALTER TABLE "contractor_report_recipients" ADD COLUMN "chain_party_id" uuid;--> statement-breakpoint
ALTER TABLE "client_financial_years" ADD CONSTRAINT "client_financial_years_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_financial_years" ADD CONSTRAINT "client_financial_years_entered_by_id_users_id_fk" FOREIGN KEY ("entered_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_financial_years" ADD CONSTRAINT "client_financial_years_confirmed_by_id_users_id_fk" FOREIGN KEY ("confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_scope_decisions" ADD CONSTRAINT "client_scope_decisions_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_scope_decisions" ADD CONSTRAINT "client_scope_decisions_relevant_financial_year_id_client_financial_years_id_fk" FOREIGN KEY ("relevant_financial_year_id") REFERENCES "public"."client_financial_years"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_scope_decisions" ADD CONSTRAINT "client_scope_decisions_decided_by_id_users_id_fk" FOREIGN KEY ("decided_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_size_profiles" ADD CONSTRAINT "client_size_profiles_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_size_profiles" ADD CONSTRAINT "client_size_profiles_updated_by_id_users_id_fk" FOREIGN KEY ("updated_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_chain_parties" ADD CONSTRAINT "engagement_chain_parties_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_chain_parties" ADD CONSTRAINT "engagement_chain_parties_agency_id_agencies_id_fk" FOREIGN KEY ("agency_id") REFERENCES "public"."agencies"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_chain_parties" ADD CONSTRAINT "engagement_chain_parties_sds_confirmed_by_id_users_id_fk" FOREIGN KEY ("sds_confirmed_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_reasonable_care" ADD CONSTRAINT "engagement_reasonable_care_engagement_id_engagements_id_fk" FOREIGN KEY ("engagement_id") REFERENCES "public"."engagements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_reasonable_care" ADD CONSTRAINT "engagement_reasonable_care_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "client_financial_years_company_start_uq" ON "client_financial_years" USING btree ("company_id","start");--> statement-breakpoint
CREATE UNIQUE INDEX "engagement_chain_parties_position_uq" ON "engagement_chain_parties" USING btree ("engagement_id","position");--> statement-breakpoint
CREATE INDEX "engagement_chain_parties_agency_idx" ON "engagement_chain_parties" USING btree ("agency_id");--> statement-breakpoint
ALTER TABLE "contractor_report_recipients" ADD CONSTRAINT "contractor_report_recipients_chain_party_id_engagement_chain_parties_id_fk" FOREIGN KEY ("chain_party_id") REFERENCES "public"."engagement_chain_parties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contractor_report_recipients_chain_party_idx" ON "contractor_report_recipients" USING btree ("chain_party_id");