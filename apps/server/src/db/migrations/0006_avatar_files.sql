CREATE TABLE "stored_files" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"name" text,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_key_unique" UNIQUE("key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "original_photo_id" uuid;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "photo_params" jsonb;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_photo_id_stored_files_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_original_photo_id_stored_files_id_fk" FOREIGN KEY ("original_photo_id") REFERENCES "public"."stored_files"("id") ON DELETE set null ON UPDATE no action;