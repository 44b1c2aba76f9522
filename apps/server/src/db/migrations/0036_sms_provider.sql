ALTER TABLE "sms_messages" ADD COLUMN "provider" text DEFAULT 'recording' NOT NULL;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "provider_message_id" text;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD COLUMN "provider_status" text;