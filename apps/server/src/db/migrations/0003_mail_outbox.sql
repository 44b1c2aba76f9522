CREATE TABLE "email_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"template_key" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"entity_type" text,
	"entity_id" uuid,
	"message_id" text
);
--> statement-breakpoint
CREATE TABLE "login_verifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"code_expires_at" timestamp with time zone NOT NULL,
	"device_hash" text,
	"channel" text DEFAULT 'email' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"codes_sent" integer DEFAULT 1 NOT NULL,
	"last_sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "login_verifications" ADD CONSTRAINT "login_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "email_messages_due_idx" ON "email_messages" USING btree ("status","next_attempt_at");--> statement-breakpoint
CREATE INDEX "email_messages_entity_idx" ON "email_messages" USING btree ("entity_type","entity_id");--> statement-breakpoint
CREATE UNIQUE INDEX "login_verifications_token_uq" ON "login_verifications" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "login_verifications_user_idx" ON "login_verifications" USING btree ("user_id","verified_at");