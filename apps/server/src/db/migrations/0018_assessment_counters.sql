CREATE TABLE "user_assessment_counters" (
	"user_id" uuid NOT NULL,
	"company_id" uuid NOT NULL,
	"answerer_count" integer DEFAULT 0 NOT NULL,
	"approver_only_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_assessment_counters_user_id_company_id_pk" PRIMARY KEY("user_id","company_id")
);
--> statement-breakpoint
ALTER TABLE "company_counters" ADD COLUMN "listed_assessment_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- hand-written: triggers keeping user_assessment_counters and company_counters.listed_assessment_count in step with assessments (one set-based adjustment per statement from the transition tables; a row counts while it is listed: its engagement is not deleted), and the backfill
CREATE FUNCTION "assessment_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "user_assessment_counters" AS c ("user_id", "company_id", "answerer_count", "approver_only_count")
    SELECT "user_id", "company_id", sum("a"), sum("p") FROM (
      SELECT "answerer_id" AS "user_id", "company_id", 1 AS "a", 0 AS "p" FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "approver_id", "company_id", 0, 1 FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
    ) d
    GROUP BY "user_id", "company_id" HAVING sum("a") <> 0 OR sum("p") <> 0 ORDER BY "user_id", "company_id"
    ON CONFLICT ("user_id", "company_id") DO UPDATE SET
      "answerer_count" = c."answerer_count" + excluded."answerer_count",
      "approver_only_count" = c."approver_only_count" + excluded."approver_only_count";
    INSERT INTO "company_counters" AS c ("company_id", "listed_assessment_count")
    SELECT "company_id", sum("n") FROM (
      SELECT "company_id", 1 AS "n" FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL
    ) d
    GROUP BY "company_id" HAVING sum("n") <> 0 ORDER BY "company_id"
    ON CONFLICT ("company_id") DO UPDATE SET "listed_assessment_count" = c."listed_assessment_count" + excluded."listed_assessment_count";
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO "user_assessment_counters" AS c ("user_id", "company_id", "answerer_count", "approver_only_count")
    SELECT "user_id", "company_id", sum("a"), sum("p") FROM (
      SELECT "answerer_id" AS "user_id", "company_id", -1 AS "a", 0 AS "p" FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "approver_id", "company_id", 0, -1 FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
    ) d
    GROUP BY "user_id", "company_id" HAVING sum("a") <> 0 OR sum("p") <> 0 ORDER BY "user_id", "company_id"
    ON CONFLICT ("user_id", "company_id") DO UPDATE SET
      "answerer_count" = c."answerer_count" + excluded."answerer_count",
      "approver_only_count" = c."approver_only_count" + excluded."approver_only_count";
    -- An update, not an upsert: a company deleted in the same statement (cascade) has no counter row left to refer to.
    UPDATE "company_counters" AS c SET "listed_assessment_count" = c."listed_assessment_count" - d."n"
    FROM (
      SELECT "company_id", count(*) AS "n" FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL GROUP BY "company_id"
    ) d
    WHERE c."company_id" = d."company_id";
  ELSE
    INSERT INTO "user_assessment_counters" AS c ("user_id", "company_id", "answerer_count", "approver_only_count")
    SELECT "user_id", "company_id", sum("a"), sum("p") FROM (
      SELECT "answerer_id" AS "user_id", "company_id", -1 AS "a", 0 AS "p" FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "approver_id", "company_id", 0, -1 FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
      UNION ALL
      SELECT "answerer_id" AS "user_id", "company_id", 1 AS "a", 0 AS "p" FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "approver_id", "company_id", 0, 1 FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
    ) d
    GROUP BY "user_id", "company_id" HAVING sum("a") <> 0 OR sum("p") <> 0 ORDER BY "user_id", "company_id"
    ON CONFLICT ("user_id", "company_id") DO UPDATE SET
      "answerer_count" = c."answerer_count" + excluded."answerer_count",
      "approver_only_count" = c."approver_only_count" + excluded."approver_only_count";
    INSERT INTO "company_counters" AS c ("company_id", "listed_assessment_count")
    SELECT "company_id", sum("n") FROM (
      SELECT "company_id", -1 AS "n" FROM "old_rows" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "company_id", 1 AS "n" FROM "new_rows" WHERE "listed" AND "company_id" IS NOT NULL
    ) d
    GROUP BY "company_id" HAVING sum("n") <> 0 ORDER BY "company_id"
    ON CONFLICT ("company_id") DO UPDATE SET "listed_assessment_count" = c."listed_assessment_count" + excluded."listed_assessment_count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assessment_counters_insert" AFTER INSERT ON "assessments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "assessment_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "assessment_counters_update" AFTER UPDATE ON "assessments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "assessment_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "assessment_counters_delete" AFTER DELETE ON "assessments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "assessment_counters_apply"();--> statement-breakpoint
INSERT INTO "user_assessment_counters" ("user_id", "company_id", "answerer_count", "approver_only_count")
SELECT "user_id", "company_id", sum("a"), sum("p") FROM (
  SELECT "answerer_id" AS "user_id", "company_id", 1 AS "a", 0 AS "p" FROM "assessments" WHERE "listed" AND "company_id" IS NOT NULL
      UNION ALL
      SELECT "approver_id", "company_id", 0, 1 FROM "assessments" WHERE "listed" AND "company_id" IS NOT NULL AND "approver_id" <> "answerer_id"
) d
GROUP BY "user_id", "company_id";--> statement-breakpoint
INSERT INTO "company_counters" AS c ("company_id", "listed_assessment_count")
SELECT "company_id", count(*) FROM "assessments" WHERE "listed" AND "company_id" IS NOT NULL GROUP BY "company_id"
ON CONFLICT ("company_id") DO UPDATE SET "listed_assessment_count" = excluded."listed_assessment_count";
