CREATE TABLE "company_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"engagement_count" integer DEFAULT 0 NOT NULL,
	"active_engagement_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "company_counters" ADD CONSTRAINT "company_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "company_counters_engagements_idx" ON "company_counters" USING btree ("engagement_count" DESC NULLS LAST,"company_id");--> statement-breakpoint
CREATE INDEX "company_counters_active_idx" ON "company_counters" USING btree ("active_engagement_count" DESC NULLS LAST,"company_id");--> statement-breakpoint
-- hand-written: triggers keeping company_counters in step with engagements, and the backfill
CREATE FUNCTION "company_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One set-based adjustment per statement (transition tables): a bulk write costs one upsert per company.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "company_counters" AS c ("company_id", "engagement_count", "active_engagement_count")
    SELECT "company_id", count(*), count(*) FILTER (WHERE "status" = 'active')
    FROM "new_rows" WHERE "type" = 'normal' AND "deleted_at" IS NULL
    GROUP BY "company_id" ORDER BY "company_id"
    ON CONFLICT ("company_id") DO UPDATE SET
      "engagement_count" = c."engagement_count" + excluded."engagement_count",
      "active_engagement_count" = c."active_engagement_count" + excluded."active_engagement_count";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "company_counters" AS c SET
      "engagement_count" = c."engagement_count" - d."n",
      "active_engagement_count" = c."active_engagement_count" - d."a"
    FROM (
      SELECT "company_id", count(*) AS "n", count(*) FILTER (WHERE "status" = 'active') AS "a"
      FROM "old_rows" WHERE "type" = 'normal' AND "deleted_at" IS NULL GROUP BY "company_id"
    ) d
    WHERE c."company_id" = d."company_id";
  ELSE
    INSERT INTO "company_counters" AS c ("company_id", "engagement_count", "active_engagement_count")
    SELECT "company_id", sum("n"), sum("a") FROM (
      SELECT "company_id", -1 AS "n", -(("status" = 'active')::int) AS "a"
      FROM "old_rows" WHERE "type" = 'normal' AND "deleted_at" IS NULL
      UNION ALL
      SELECT "company_id", 1, ("status" = 'active')::int
      FROM "new_rows" WHERE "type" = 'normal' AND "deleted_at" IS NULL
    ) d
    GROUP BY "company_id" HAVING sum("n") <> 0 OR sum("a") <> 0 ORDER BY "company_id"
    ON CONFLICT ("company_id") DO UPDATE SET
      "engagement_count" = c."engagement_count" + excluded."engagement_count",
      "active_engagement_count" = c."active_engagement_count" + excluded."active_engagement_count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "company_counters_insert" AFTER INSERT ON "engagements"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "company_counters_update" AFTER UPDATE ON "engagements"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "company_counters_delete" AFTER DELETE ON "engagements"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "company_counters_apply"();--> statement-breakpoint
INSERT INTO "company_counters" ("company_id", "engagement_count", "active_engagement_count")
SELECT "company_id", count(*), count(*) FILTER (WHERE "status" = 'active')
FROM "engagements" WHERE "type" = 'normal' AND "deleted_at" IS NULL GROUP BY "company_id";
