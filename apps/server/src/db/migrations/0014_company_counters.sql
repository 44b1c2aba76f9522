CREATE TABLE "assessment_seat_gaps" (
	"user_id" uuid NOT NULL,
	"assessment_id" uuid NOT NULL,
	CONSTRAINT "assessment_seat_gaps_user_id_assessment_id_pk" PRIMARY KEY("user_id","assessment_id")
);
--> statement-breakpoint
CREATE TABLE "company_counters" (
	"company_id" uuid PRIMARY KEY NOT NULL,
	"engagement_count" integer DEFAULT 0 NOT NULL,
	"active_engagement_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "assessment_seat_gaps" ADD CONSTRAINT "assessment_seat_gaps_assessment_id_assessments_id_fk" FOREIGN KEY ("assessment_id") REFERENCES "public"."assessments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
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
--> statement-breakpoint
-- hand-written: triggers keeping assessment_seat_gaps exact (people an engagement seat gives an assessment they hold no seat on), the backfill
CREATE FUNCTION "assessment_seat_gaps_assessments"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    DELETE FROM "assessment_seat_gaps" g USING "new_rows" n, "old_rows" o
      WHERE g."assessment_id" = n."id" AND o."id" = n."id"
        AND (n."answerer_id" <> o."answerer_id" OR n."approver_id" <> o."approver_id" OR n."engagement_id" <> o."engagement_id");
    INSERT INTO "assessment_seat_gaps" ("user_id", "assessment_id")
      SELECT s."user_id", n."id" FROM "new_rows" n
      JOIN "old_rows" o ON o."id" = n."id"
      JOIN "engagements" e ON e."id" = n."engagement_id"
      CROSS JOIN LATERAL (VALUES (e."answerer_id"), (e."approver_id")) AS s("user_id")
      WHERE (n."answerer_id" <> o."answerer_id" OR n."approver_id" <> o."approver_id" OR n."engagement_id" <> o."engagement_id")
        AND s."user_id" <> n."answerer_id" AND s."user_id" <> n."approver_id"
      ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO "assessment_seat_gaps" ("user_id", "assessment_id")
      SELECT s."user_id", n."id" FROM "new_rows" n
      JOIN "engagements" e ON e."id" = n."engagement_id"
      CROSS JOIN LATERAL (VALUES (e."answerer_id"), (e."approver_id")) AS s("user_id")
      WHERE s."user_id" <> n."answerer_id" AND s."user_id" <> n."approver_id"
      ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assessment_seat_gaps_insert" AFTER INSERT ON "assessments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "assessment_seat_gaps_assessments"();--> statement-breakpoint
CREATE TRIGGER "assessment_seat_gaps_update" AFTER UPDATE ON "assessments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "assessment_seat_gaps_assessments"();--> statement-breakpoint
CREATE FUNCTION "assessment_seat_gaps_engagements"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Only engagements whose seats changed; their assessments' gaps are recomputed.
  DELETE FROM "assessment_seat_gaps" g USING "assessments" a, "new_rows" n, "old_rows" o
    WHERE g."assessment_id" = a."id" AND a."engagement_id" = n."id" AND o."id" = n."id"
      AND (n."answerer_id" <> o."answerer_id" OR n."approver_id" <> o."approver_id");
  INSERT INTO "assessment_seat_gaps" ("user_id", "assessment_id")
    SELECT s."user_id", a."id" FROM "new_rows" n
    JOIN "old_rows" o ON o."id" = n."id"
    JOIN "assessments" a ON a."engagement_id" = n."id"
    CROSS JOIN LATERAL (VALUES (n."answerer_id"), (n."approver_id")) AS s("user_id")
    WHERE (n."answerer_id" <> o."answerer_id" OR n."approver_id" <> o."approver_id")
      AND s."user_id" <> a."answerer_id" AND s."user_id" <> a."approver_id"
    ON CONFLICT DO NOTHING;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "assessment_seat_gaps_engagements" AFTER UPDATE ON "engagements"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "assessment_seat_gaps_engagements"();--> statement-breakpoint
INSERT INTO "assessment_seat_gaps" ("user_id", "assessment_id")
  SELECT s."user_id", a."id" FROM "assessments" a
  JOIN "engagements" e ON e."id" = a."engagement_id"
  CROSS JOIN LATERAL (VALUES (e."answerer_id"), (e."approver_id")) AS s("user_id")
  WHERE s."user_id" <> a."answerer_id" AND s."user_id" <> a."approver_id"
  ON CONFLICT DO NOTHING;--> statement-breakpoint
-- hand-written: the few deleted engagements, so a list's count subtracts their assessments instead of checking every row
CREATE INDEX "engagements_deleted_idx" ON "engagements" ("id") WHERE "deleted_at" IS NOT NULL;
--> statement-breakpoint
-- hand-written: the approver's queue (awaitingMyReview) read per status in due-date order
CREATE INDEX "assessments_approver_status_due_idx" ON "assessments" ("approver_id", "status", "due_date", "id");
