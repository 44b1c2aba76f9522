CREATE TABLE "engagement_risk_counters" (
	"company_id" uuid NOT NULL,
	"department_key" uuid NOT NULL,
	"risk_key" text NOT NULL,
	"outcome_key" text NOT NULL,
	"engagements" integer DEFAULT 0 NOT NULL,
	"contract_value_pence" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "engagement_risk_counters_company_id_department_key_risk_key_outcome_key_pk" PRIMARY KEY("company_id","department_key","risk_key","outcome_key")
);
--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "latest_risk_level" "risk_level";--> statement-breakpoint
ALTER TABLE "engagements" ADD COLUMN "latest_outcome" text;--> statement-breakpoint
ALTER TABLE "engagement_risk_counters" ADD CONSTRAINT "engagement_risk_counters_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: the latest determination copied onto engagements, and the risk counters of the heatmap (docs/decisions/dashboards-and-statistics.md).
-- The engagements' latest determination: the risk and outcome of their most recently approved assessment.
CREATE OR REPLACE FUNCTION "engagement_determination_refresh"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  UPDATE "engagements" AS e SET "latest_risk_level" = d."risk_level", "latest_outcome" = d."outcome"
  FROM (
    SELECT x."id", l."risk_level",
      CASE WHEN l."employed" IS NULL OR l."self_employed" IS NULL THEN NULL
           WHEN l."self_employed" > l."employed" THEN 'self_employed' ELSE 'employed' END AS "outcome"
    FROM unnest(ids) AS x("id")
    LEFT JOIN LATERAL (
      -- The engagement's few assessments by its index, then their status: OFFSET 0 keeps the status out of
      -- the scan, or right after a bulk insert (no statistics yet) the planner ANDs the status index into
      -- every probe and each engagement reads every approved assessment (hours at 200k engagements).
      SELECT a."risk_level", a."employed", a."self_employed"
      FROM (SELECT * FROM "assessments" WHERE "engagement_id" = x."id" OFFSET 0) a
      WHERE a."status" IN ('approved', 'approved_pre_assessment')
      ORDER BY a."date_approved" DESC NULLS LAST, a."created_at" DESC, a."id" DESC LIMIT 1
    ) l ON true
  ) d
  WHERE e."id" = d."id" AND (e."latest_risk_level", e."latest_outcome") IS DISTINCT FROM (d."risk_level", d."outcome")
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "engagement_determination_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- Set-based per statement (transition tables): the engagements of approved assessments written,
  -- and of those that stopped being approved, changed their result or moved engagement.
  IF TG_OP = 'INSERT' THEN
    PERFORM "engagement_determination_refresh"(array(
      SELECT DISTINCT "engagement_id" FROM "new_rows" WHERE "status" IN ('approved', 'approved_pre_assessment')));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "engagement_determination_refresh"(array(
      SELECT DISTINCT "engagement_id" FROM "old_rows" WHERE "status" IN ('approved', 'approved_pre_assessment')));
  ELSE
    PERFORM "engagement_determination_refresh"(array(
      SELECT DISTINCT u."engagement_id" FROM "new_rows" n JOIN "old_rows" o ON o."id" = n."id",
        LATERAL (VALUES (n."engagement_id"), (o."engagement_id")) AS u("engagement_id")
      WHERE (n."status" IN ('approved', 'approved_pre_assessment') OR o."status" IN ('approved', 'approved_pre_assessment'))
        AND (n."status", n."risk_level", n."employed", n."self_employed", n."date_approved", n."engagement_id")
          IS DISTINCT FROM (o."status", o."risk_level", o."employed", o."self_employed", o."date_approved", o."engagement_id")));
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
UPDATE "engagements" AS e SET "latest_risk_level" = d."risk_level", "latest_outcome" = d."outcome"
FROM (
  SELECT DISTINCT ON (a."engagement_id") a."engagement_id", a."risk_level",
    CASE WHEN a."employed" IS NULL OR a."self_employed" IS NULL THEN NULL
         WHEN a."self_employed" > a."employed" THEN 'self_employed' ELSE 'employed' END AS "outcome"
  FROM "assessments" a WHERE a."status" IN ('approved', 'approved_pre_assessment')
  ORDER BY a."engagement_id", a."date_approved" DESC NULLS LAST, a."created_at" DESC, a."id" DESC
) d
WHERE e."id" = d."engagement_id";--> statement-breakpoint
CREATE TRIGGER "engagement_determination_insert" AFTER INSERT ON "assessments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "engagement_determination_apply"();--> statement-breakpoint
CREATE TRIGGER "engagement_determination_update" AFTER UPDATE ON "assessments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "engagement_determination_apply"();--> statement-breakpoint
CREATE TRIGGER "engagement_determination_delete" AFTER DELETE ON "assessments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "engagement_determination_apply"();--> statement-breakpoint
-- The risk counters: live, active engagements per company, department, latest risk and outcome.
CREATE OR REPLACE FUNCTION "engagement_risk_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "engagement_risk_counters" AS c ("company_id", "department_key", "risk_key", "outcome_key", "engagements", "contract_value_pence")
    SELECT "company_id", coalesce("department_id", '00000000-0000-0000-0000-000000000000'), coalesce("latest_risk_level"::text, 'none'),
      coalesce("latest_outcome", 'none'), count(*), sum("contract_value_pence")
    FROM "new_rows" WHERE "status" = 'active' AND "deleted_at" IS NULL
    GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("company_id", "department_key", "risk_key", "outcome_key") DO UPDATE SET
      "engagements" = c."engagements" + excluded."engagements",
      "contract_value_pence" = c."contract_value_pence" + excluded."contract_value_pence";
  ELSIF TG_OP = 'DELETE' THEN
    -- An update, not an upsert: a company deleted in the same statement (cascade) has no row left to refer to.
    UPDATE "engagement_risk_counters" AS c SET "engagements" = c."engagements" - d."n", "contract_value_pence" = c."contract_value_pence" - d."v"
    FROM (
      SELECT "company_id", coalesce("department_id", '00000000-0000-0000-0000-000000000000') AS "department_key",
        coalesce("latest_risk_level"::text, 'none') AS "risk_key", coalesce("latest_outcome", 'none') AS "outcome_key",
        count(*) AS "n", sum("contract_value_pence") AS "v"
      FROM "old_rows" WHERE "status" = 'active' AND "deleted_at" IS NULL GROUP BY 1, 2, 3, 4
    ) d
    WHERE c."company_id" = d."company_id" AND c."department_key" = d."department_key" AND c."risk_key" = d."risk_key" AND c."outcome_key" = d."outcome_key";
  ELSE
    INSERT INTO "engagement_risk_counters" AS c ("company_id", "department_key", "risk_key", "outcome_key", "engagements", "contract_value_pence")
    SELECT "company_id", "department_key", "risk_key", "outcome_key", sum("n"), sum("v") FROM (
      SELECT "company_id", coalesce("department_id", '00000000-0000-0000-0000-000000000000') AS "department_key",
        coalesce("latest_risk_level"::text, 'none') AS "risk_key", coalesce("latest_outcome", 'none') AS "outcome_key",
        -1 AS "n", -"contract_value_pence" AS "v"
      FROM "old_rows" WHERE "status" = 'active' AND "deleted_at" IS NULL
      UNION ALL
      SELECT "company_id", coalesce("department_id", '00000000-0000-0000-0000-000000000000'),
        coalesce("latest_risk_level"::text, 'none'), coalesce("latest_outcome", 'none'), 1, "contract_value_pence"
      FROM "new_rows" WHERE "status" = 'active' AND "deleted_at" IS NULL
    ) d
    GROUP BY 1, 2, 3, 4 HAVING sum("n") <> 0 OR sum("v") <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT ("company_id", "department_key", "risk_key", "outcome_key") DO UPDATE SET
      "engagements" = c."engagements" + excluded."engagements",
      "contract_value_pence" = c."contract_value_pence" + excluded."contract_value_pence";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
INSERT INTO "engagement_risk_counters" ("company_id", "department_key", "risk_key", "outcome_key", "engagements", "contract_value_pence")
SELECT "company_id", coalesce("department_id", '00000000-0000-0000-0000-000000000000'), coalesce("latest_risk_level"::text, 'none'),
  coalesce("latest_outcome", 'none'), count(*), sum("contract_value_pence")
FROM "engagements" WHERE "status" = 'active' AND "deleted_at" IS NULL GROUP BY 1, 2, 3, 4;--> statement-breakpoint
CREATE TRIGGER "engagement_risk_counters_insert" AFTER INSERT ON "engagements"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "engagement_risk_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "engagement_risk_counters_update" AFTER UPDATE ON "engagements"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "engagement_risk_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "engagement_risk_counters_delete" AFTER DELETE ON "engagements"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "engagement_risk_counters_apply"();
