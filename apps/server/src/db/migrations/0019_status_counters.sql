CREATE TABLE "assessment_status_counters" (
	"company_id" uuid NOT NULL,
	"status" "assessment_status" NOT NULL,
	"listed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assessment_status_counters_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
CREATE TABLE "engagement_status_counters" (
	"company_id" uuid NOT NULL,
	"status" "engagement_status" NOT NULL,
	"listed_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "engagement_status_counters_company_id_status_pk" PRIMARY KEY("company_id","status")
);
--> statement-breakpoint
-- hand-ordered: the per-person counters are refilled by status below, so they are emptied first (a NOT NULL column cannot be added to rows), and the key comes after its column.
TRUNCATE "user_assessment_counters";--> statement-breakpoint
ALTER TABLE "user_assessment_counters" DROP CONSTRAINT "user_assessment_counters_user_id_company_id_pk";--> statement-breakpoint
ALTER TABLE "user_assessment_counters" ADD COLUMN "status" "assessment_status" NOT NULL;--> statement-breakpoint
ALTER TABLE "user_assessment_counters" ADD CONSTRAINT "user_assessment_counters_user_id_company_id_status_pk" PRIMARY KEY("user_id","company_id","status");--> statement-breakpoint
ALTER TABLE "assessment_status_counters" ADD CONSTRAINT "assessment_status_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "engagement_status_counters" ADD CONSTRAINT "engagement_status_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "company_counters" DROP COLUMN "listed_engagement_count";--> statement-breakpoint
ALTER TABLE "company_counters" DROP COLUMN "listed_assessment_count";--> statement-breakpoint
-- hand-written: the list counters per status. company_counters_apply keeps engagement_status_counters (every engagement not deleted, per company and status) instead of company_counters.listed_engagement_count; assessment_counters_apply keeps user_assessment_counters per status and assessment_status_counters (every listed assessment per company and status) instead of company_counters.listed_assessment_count; then the backfill
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
    INSERT INTO "engagement_status_counters" AS c ("company_id", "status", "listed_count")
    SELECT "company_id", "status", count(*) FROM "new_rows" WHERE "deleted_at" IS NULL
    GROUP BY "company_id", "status" ORDER BY "company_id", "status"
    ON CONFLICT ("company_id", "status") DO UPDATE SET "listed_count" = c."listed_count" + excluded."listed_count";
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
      SELECT "company_id", "status", count(*) AS "n" FROM "old_rows" WHERE "deleted_at" IS NULL GROUP BY "company_id", "status"
    ) d
    WHERE c."company_id" = d."company_id" AND c."status" = d."status";
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
    INSERT INTO "engagement_status_counters" AS c ("company_id", "status", "listed_count")
    SELECT "company_id", "status", sum("n") FROM (
      SELECT "company_id", "status", -1 AS "n" FROM "old_rows" WHERE "deleted_at" IS NULL
      UNION ALL
      SELECT "company_id", "status", 1 FROM "new_rows" WHERE "deleted_at" IS NULL
    ) d
    GROUP BY "company_id", "status" HAVING sum("n") <> 0 ORDER BY "company_id", "status"
    ON CONFLICT ("company_id", "status") DO UPDATE SET "listed_count" = c."listed_count" + excluded."listed_count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "assessment_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_assessment_counters" AS c ("user_id", "company_id", "status", "answerer_count", "approver_only_count")
    SELECT "user_id", "company_id", "status", sum("a"), sum("p") FROM (
      SELECT "answerer_id" AS "user_id", "company_id", "status", 1 AS "a", 0 AS "p" FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "approver_id", "company_id", "status", 0, 1 FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
    ) d
    GROUP BY "user_id", "company_id", "status" HAVING sum("a") <> 0 OR sum("p") <> 0 ORDER BY "user_id", "company_id", "status"
    ON CONFLICT ("user_id", "company_id", "status") DO UPDATE SET
      "answerer_count" = c."answerer_count" + excluded."answerer_count",
      "approver_only_count" = c."approver_only_count" + excluded."approver_only_count";
    INSERT INTO "assessment_status_counters" AS c ("company_id", "status", "listed_count")
    SELECT "company_id", "status", count(*) FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL
    GROUP BY "company_id", "status" ORDER BY "company_id", "status"
    ON CONFLICT ("company_id", "status") DO UPDATE SET "listed_count" = c."listed_count" + excluded."listed_count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "user_assessment_counters" AS c ("user_id", "company_id", "status", "answerer_count", "approver_only_count")
    SELECT "user_id", "company_id", "status", sum("a"), sum("p") FROM (
      SELECT "answerer_id" AS "user_id", "company_id", "status", -1 AS "a", 0 AS "p" FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "approver_id", "company_id", "status", 0, -1 FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
    ) d
    GROUP BY "user_id", "company_id", "status" HAVING sum("a") <> 0 OR sum("p") <> 0 ORDER BY "user_id", "company_id", "status"
    ON CONFLICT ("user_id", "company_id", "status") DO UPDATE SET
      "answerer_count" = c."answerer_count" + excluded."answerer_count",
      "approver_only_count" = c."approver_only_count" + excluded."approver_only_count";
    -- An update, not an upsert: a company deleted in the same statement (cascade) has no counter row left to refer to.
    UPDATE "assessment_status_counters" AS c SET "listed_count" = c."listed_count" - d."n"
    FROM (
      SELECT "company_id", "status", count(*) AS "n" FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL GROUP BY "company_id", "status"
    ) d
    WHERE c."company_id" = d."company_id" AND c."status" = d."status";
  ELSE
    INSERT INTO "user_assessment_counters" AS c ("user_id", "company_id", "status", "answerer_count", "approver_only_count")
    SELECT "user_id", "company_id", "status", sum("a"), sum("p") FROM (
      SELECT "answerer_id" AS "user_id", "company_id", "status", -1 AS "a", 0 AS "p" FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "approver_id", "company_id", "status", 0, -1 FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
      UNION ALL
      SELECT "answerer_id" AS "user_id", "company_id", "status", 1 AS "a", 0 AS "p" FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "approver_id", "company_id", "status", 0, 1 FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
    ) d
    GROUP BY "user_id", "company_id", "status" HAVING sum("a") <> 0 OR sum("p") <> 0 ORDER BY "user_id", "company_id", "status"
    ON CONFLICT ("user_id", "company_id", "status") DO UPDATE SET
      "answerer_count" = c."answerer_count" + excluded."answerer_count",
      "approver_only_count" = c."approver_only_count" + excluded."approver_only_count";
    INSERT INTO "assessment_status_counters" AS c ("company_id", "status", "listed_count")
    SELECT "company_id", "status", sum("n") FROM (
      SELECT "company_id", "status", -1 AS "n" FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "company_id", "status", 1 AS "n" FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL
    ) d
    GROUP BY "company_id", "status" HAVING sum("n") <> 0 ORDER BY "company_id", "status"
    ON CONFLICT ("company_id", "status") DO UPDATE SET "listed_count" = c."listed_count" + excluded."listed_count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "engagement_status_counters" ("company_id", "status", "listed_count")
SELECT "company_id", "status", count(*) FROM "engagements" WHERE "deleted_at" IS NULL GROUP BY "company_id", "status";--> statement-breakpoint
INSERT INTO "assessment_status_counters" ("company_id", "status", "listed_count")
SELECT "company_id", "status", count(*) FROM "assessments" WHERE "listed" AND "company_id" IS NOT NULL GROUP BY "company_id", "status";--> statement-breakpoint
INSERT INTO "user_assessment_counters" ("user_id", "company_id", "status", "answerer_count", "approver_only_count")
SELECT "user_id", "company_id", "status", sum("a"), sum("p") FROM (
  SELECT "answerer_id" AS "user_id", "company_id", "status", 1 AS "a", 0 AS "p" FROM "assessments" WHERE "listed" AND "company_id" IS NOT NULL
  UNION ALL
  SELECT "approver_id", "company_id", "status", 0, 1 FROM "assessments" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
) d
GROUP BY "user_id", "company_id", "status";
