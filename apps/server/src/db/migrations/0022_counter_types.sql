-- hand-written (the generated statements reordered): the list counters gain the type (engagement type, assessment type), so a list filtered by statuses and types, or by types alone, sums its total from them too. The counters are emptied, keyed anew, kept by the same trigger functions with the type added, and filled again from the rows.
TRUNCATE "engagement_status_counters", "assessment_status_counters", "user_assessment_counters";--> statement-breakpoint
ALTER TABLE "assessment_status_counters" DROP CONSTRAINT "assessment_status_counters_company_id_status_pk";--> statement-breakpoint
ALTER TABLE "engagement_status_counters" DROP CONSTRAINT "engagement_status_counters_company_id_status_pk";--> statement-breakpoint
ALTER TABLE "user_assessment_counters" DROP CONSTRAINT "user_assessment_counters_user_id_company_id_status_pk";--> statement-breakpoint
ALTER TABLE "assessment_status_counters" ADD COLUMN "type" "assessment_type" NOT NULL;--> statement-breakpoint
ALTER TABLE "engagement_status_counters" ADD COLUMN "type" "engagement_type" NOT NULL;--> statement-breakpoint
ALTER TABLE "user_assessment_counters" ADD COLUMN "type" "assessment_type" NOT NULL;--> statement-breakpoint
ALTER TABLE "assessment_status_counters" ADD CONSTRAINT "assessment_status_counters_company_id_status_type_pk" PRIMARY KEY("company_id","status","type");--> statement-breakpoint
ALTER TABLE "engagement_status_counters" ADD CONSTRAINT "engagement_status_counters_company_id_status_type_pk" PRIMARY KEY("company_id","status","type");--> statement-breakpoint
ALTER TABLE "user_assessment_counters" ADD CONSTRAINT "user_assessment_counters_user_id_company_id_status_type_pk" PRIMARY KEY("user_id","company_id","status","type");--> statement-breakpoint
CREATE OR REPLACE FUNCTION "company_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- One set-based adjustment per statement (transition tables): a bulk write costs one upsert per company (and status).
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "company_counters" AS c ("company_id", "engagement_count", "active_engagement_count")
    SELECT "company_id", count(*) FILTER (WHERE "type" = 'normal'), count(*) FILTER (WHERE "type" = 'normal' AND "status" = 'active')
    FROM "new_rows" WHERE "deleted_at" IS NULL
    GROUP BY "company_id" ORDER BY "company_id"
    ON CONFLICT ("company_id") DO UPDATE SET
      "engagement_count" = c."engagement_count" + excluded."engagement_count",
      "active_engagement_count" = c."active_engagement_count" + excluded."active_engagement_count";
    INSERT INTO "engagement_status_counters" AS c ("company_id", "status", "type", "listed_count")
    SELECT "company_id", "status", "type", count(*) FROM "new_rows" WHERE "deleted_at" IS NULL
    GROUP BY "company_id", "status", "type" ORDER BY "company_id", "status", "type"
    ON CONFLICT ("company_id", "status", "type") DO UPDATE SET "listed_count" = c."listed_count" + excluded."listed_count";
  ELSIF TG_OP = 'DELETE' THEN
    -- Updates, not upserts: a company deleted in the same statement (cascade) has no counter row left to refer to.
    UPDATE "company_counters" AS c SET
      "engagement_count" = c."engagement_count" - d."n",
      "active_engagement_count" = c."active_engagement_count" - d."a"
    FROM (
      SELECT "company_id", count(*) FILTER (WHERE "type" = 'normal') AS "n",
        count(*) FILTER (WHERE "type" = 'normal' AND "status" = 'active') AS "a"
      FROM "old_rows" WHERE "deleted_at" IS NULL GROUP BY "company_id"
    ) d
    WHERE c."company_id" = d."company_id";
    UPDATE "engagement_status_counters" AS c SET "listed_count" = c."listed_count" - d."n"
    FROM (
      SELECT "company_id", "status", "type", count(*) AS "n" FROM "old_rows" WHERE "deleted_at" IS NULL GROUP BY "company_id", "status", "type"
    ) d
    WHERE c."company_id" = d."company_id" AND c."status" = d."status" AND c."type" = d."type";
  ELSE
    INSERT INTO "company_counters" AS c ("company_id", "engagement_count", "active_engagement_count")
    SELECT "company_id", sum("n"), sum("a") FROM (
      SELECT "company_id", -(("type" = 'normal')::int) AS "n", -(("type" = 'normal' AND "status" = 'active')::int) AS "a"
      FROM "old_rows" WHERE "deleted_at" IS NULL
      UNION ALL
      SELECT "company_id", ("type" = 'normal')::int, ("type" = 'normal' AND "status" = 'active')::int
      FROM "new_rows" WHERE "deleted_at" IS NULL
    ) d
    GROUP BY "company_id" HAVING sum("n") <> 0 OR sum("a") <> 0 ORDER BY "company_id"
    ON CONFLICT ("company_id") DO UPDATE SET
      "engagement_count" = c."engagement_count" + excluded."engagement_count",
      "active_engagement_count" = c."active_engagement_count" + excluded."active_engagement_count";
    INSERT INTO "engagement_status_counters" AS c ("company_id", "status", "type", "listed_count")
    SELECT "company_id", "status", "type", sum("n") FROM (
      SELECT "company_id", "status", "type", -1 AS "n" FROM "old_rows" WHERE "deleted_at" IS NULL
      UNION ALL
      SELECT "company_id", "status", "type", 1 FROM "new_rows" WHERE "deleted_at" IS NULL
    ) d
    GROUP BY "company_id", "status", "type" HAVING sum("n") <> 0 ORDER BY "company_id", "status", "type"
    ON CONFLICT ("company_id", "status", "type") DO UPDATE SET "listed_count" = c."listed_count" + excluded."listed_count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "assessment_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_assessment_counters" AS c ("user_id", "company_id", "status", "type", "answerer_count", "approver_only_count")
    SELECT "user_id", "company_id", "status", "type", sum("a"), sum("p") FROM (
      SELECT "answerer_id" AS "user_id", "company_id", "status", "type", 1 AS "a", 0 AS "p" FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "approver_id", "company_id", "status", "type", 0, 1 FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
    ) d
    GROUP BY "user_id", "company_id", "status", "type" HAVING sum("a") <> 0 OR sum("p") <> 0 ORDER BY "user_id", "company_id", "status", "type"
    ON CONFLICT ("user_id", "company_id", "status", "type") DO UPDATE SET
      "answerer_count" = c."answerer_count" + excluded."answerer_count",
      "approver_only_count" = c."approver_only_count" + excluded."approver_only_count";
    INSERT INTO "assessment_status_counters" AS c ("company_id", "status", "type", "listed_count")
    SELECT "company_id", "status", "type", count(*) FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL
    GROUP BY "company_id", "status", "type" ORDER BY "company_id", "status", "type"
    ON CONFLICT ("company_id", "status", "type") DO UPDATE SET "listed_count" = c."listed_count" + excluded."listed_count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "user_assessment_counters" AS c ("user_id", "company_id", "status", "type", "answerer_count", "approver_only_count")
    SELECT "user_id", "company_id", "status", "type", sum("a"), sum("p") FROM (
      SELECT "answerer_id" AS "user_id", "company_id", "status", "type", -1 AS "a", 0 AS "p" FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "approver_id", "company_id", "status", "type", 0, -1 FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
    ) d
    GROUP BY "user_id", "company_id", "status", "type" HAVING sum("a") <> 0 OR sum("p") <> 0 ORDER BY "user_id", "company_id", "status", "type"
    ON CONFLICT ("user_id", "company_id", "status", "type") DO UPDATE SET
      "answerer_count" = c."answerer_count" + excluded."answerer_count",
      "approver_only_count" = c."approver_only_count" + excluded."approver_only_count";
    -- An update, not an upsert: a company deleted in the same statement (cascade) has no counter row left to refer to.
    UPDATE "assessment_status_counters" AS c SET "listed_count" = c."listed_count" - d."n"
    FROM (
      SELECT "company_id", "status", "type", count(*) AS "n" FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL GROUP BY "company_id", "status", "type"
    ) d
    WHERE c."company_id" = d."company_id" AND c."status" = d."status" AND c."type" = d."type";
  ELSE
    INSERT INTO "user_assessment_counters" AS c ("user_id", "company_id", "status", "type", "answerer_count", "approver_only_count")
    SELECT "user_id", "company_id", "status", "type", sum("a"), sum("p") FROM (
      SELECT "answerer_id" AS "user_id", "company_id", "status", "type", -1 AS "a", 0 AS "p" FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "approver_id", "company_id", "status", "type", 0, -1 FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
      UNION ALL
      SELECT "answerer_id" AS "user_id", "company_id", "status", "type", 1 AS "a", 0 AS "p" FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "approver_id", "company_id", "status", "type", 0, 1 FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
    ) d
    GROUP BY "user_id", "company_id", "status", "type" HAVING sum("a") <> 0 OR sum("p") <> 0 ORDER BY "user_id", "company_id", "status", "type"
    ON CONFLICT ("user_id", "company_id", "status", "type") DO UPDATE SET
      "answerer_count" = c."answerer_count" + excluded."answerer_count",
      "approver_only_count" = c."approver_only_count" + excluded."approver_only_count";
    INSERT INTO "assessment_status_counters" AS c ("company_id", "status", "type", "listed_count")
    SELECT "company_id", "status", "type", sum("n") FROM (
      SELECT "company_id", "status", "type", -1 AS "n" FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "company_id", "status", "type", 1 AS "n" FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL
    ) d
    GROUP BY "company_id", "status", "type" HAVING sum("n") <> 0 ORDER BY "company_id", "status", "type"
    ON CONFLICT ("company_id", "status", "type") DO UPDATE SET "listed_count" = c."listed_count" + excluded."listed_count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "engagement_status_counters" ("company_id", "status", "type", "listed_count")
SELECT "company_id", "status", "type", count(*) FROM "engagements" WHERE "deleted_at" IS NULL GROUP BY "company_id", "status", "type";--> statement-breakpoint
INSERT INTO "assessment_status_counters" ("company_id", "status", "type", "listed_count")
SELECT "company_id", "status", "type", count(*) FROM "assessments" WHERE "listed" AND "company_id" IS NOT NULL GROUP BY "company_id", "status", "type";--> statement-breakpoint
INSERT INTO "user_assessment_counters" ("user_id", "company_id", "status", "type", "answerer_count", "approver_only_count")
SELECT "user_id", "company_id", "status", "type", sum("a"), sum("p") FROM (
  SELECT "answerer_id" AS "user_id", "company_id", "status", "type", 1 AS "a", 0 AS "p" FROM "assessments" WHERE "listed" AND "company_id" IS NOT NULL
  UNION ALL
  SELECT "approver_id", "company_id", "status", "type", 0, 1 FROM "assessments" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
) d
GROUP BY "user_id", "company_id", "status", "type";
