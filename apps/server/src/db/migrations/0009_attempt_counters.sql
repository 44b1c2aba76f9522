CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"group_key" text,
	"count" integer DEFAULT 0 NOT NULL,
	"window_started_at" timestamp with time zone NOT NULL,
	"blocked_until" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "attempt_counters_group_idx" ON "attempt_counters" USING btree ("group_key","window_started_at");--> statement-breakpoint
CREATE INDEX "attempt_counters_window_idx" ON "attempt_counters" USING btree ("window_started_at");