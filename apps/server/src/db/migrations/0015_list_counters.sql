ALTER TABLE "company_counters" ADD COLUMN "listed_engagement_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: company_counters_apply keeps listed_engagement_count (any type, not deleted: the unfiltered engagement list) too, and its backfill
CREATE OR REPLACE FUNCTION "company_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One set-based adjustment per statement (transition tables): a bulk write costs one upsert per company.
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "company_counters" AS c ("company_id", "engagement_count", "active_engagement_count", "listed_engagement_count")
    SELECT "company_id", count(*) FILTER (WHERE "type" = 'normal'),
      count(*) FILTER (WHERE "type" = 'normal' AND "status" = 'active'), count(*)
    FROM "new_rows" WHERE "deleted_at" IS NULL
    GROUP BY "company_id" ORDER BY "company_id"
    ON CONFLICT ("company_id") DO UPDATE SET
      "engagement_count" = c."engagement_count" + excluded."engagement_count",
      "active_engagement_count" = c."active_engagement_count" + excluded."active_engagement_count",
      "listed_engagement_count" = c."listed_engagement_count" + excluded."listed_engagement_count";
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE "company_counters" AS c SET
      "engagement_count" = c."engagement_count" - d."n",
      "active_engagement_count" = c."active_engagement_count" - d."a",
      "listed_engagement_count" = c."listed_engagement_count" - d."l"
    FROM (
      SELECT "company_id", count(*) FILTER (WHERE "type" = 'normal') AS "n",
        count(*) FILTER (WHERE "type" = 'normal' AND "status" = 'active') AS "a", count(*) AS "l"
      FROM "old_rows" WHERE "deleted_at" IS NULL GROUP BY "company_id"
    ) d
    WHERE c."company_id" = d."company_id";
  ELSE
    INSERT INTO "company_counters" AS c ("company_id", "engagement_count", "active_engagement_count", "listed_engagement_count")
    SELECT "company_id", sum("n"), sum("a"), sum("l") FROM (
      SELECT "company_id", -(("type" = 'normal')::int) AS "n", -(("type" = 'normal' AND "status" = 'active')::int) AS "a", -1 AS "l"
      FROM "old_rows" WHERE "deleted_at" IS NULL
      UNION ALL
      SELECT "company_id", ("type" = 'normal')::int, ("type" = 'normal' AND "status" = 'active')::int, 1
      FROM "new_rows" WHERE "deleted_at" IS NULL
    ) d
    GROUP BY "company_id" HAVING sum("n") <> 0 OR sum("a") <> 0 OR sum("l") <> 0 ORDER BY "company_id"
    ON CONFLICT ("company_id") DO UPDATE SET
      "engagement_count" = c."engagement_count" + excluded."engagement_count",
      "active_engagement_count" = c."active_engagement_count" + excluded."active_engagement_count",
      "listed_engagement_count" = c."listed_engagement_count" + excluded."listed_engagement_count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "company_counters" AS c ("company_id", "listed_engagement_count")
SELECT "company_id", count(*) FROM "engagements" WHERE "deleted_at" IS NULL GROUP BY "company_id"
ON CONFLICT ("company_id") DO UPDATE SET "listed_engagement_count" = excluded."listed_engagement_count";
