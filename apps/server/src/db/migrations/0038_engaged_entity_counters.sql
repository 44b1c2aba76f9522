CREATE TABLE "engaged_entity_counters" (
	"main_company_id" uuid NOT NULL,
	"type" "engaged_entity_type" NOT NULL,
	"status" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "engaged_entity_counters_main_company_id_type_status_pk" PRIMARY KEY("main_company_id","type","status")
);
--> statement-breakpoint
ALTER TABLE "engaged_entity_counters" ADD CONSTRAINT "engaged_entity_counters_main_company_id_companies_id_fk" FOREIGN KEY ("main_company_id") REFERENCES "public"."companies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- hand-written: engaged_entity_counters kept by a statement-level trigger on engaged_entities (one set-based adjustment per statement; a batch import costs one upsert per group, type and status), then the backfill
CREATE OR REPLACE FUNCTION "engaged_entity_counters_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "engaged_entity_counters" AS c ("main_company_id", "type", "status", "count")
    SELECT "main_company_id", "type", "status", count(*) FROM "new_rows"
    GROUP BY "main_company_id", "type", "status" ORDER BY "main_company_id", "type", "status"
    ON CONFLICT ("main_company_id", "type", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  ELSIF TG_OP = 'DELETE' THEN
    -- An update, never an insert: when a group is deleted its counter rows are gone first (cascade).
    UPDATE "engaged_entity_counters" AS c SET "count" = c."count" - d."n"
    FROM (
      SELECT "main_company_id", "type", "status", count(*) AS "n" FROM "old_rows"
      GROUP BY "main_company_id", "type", "status"
    ) d
    WHERE c."main_company_id" = d."main_company_id" AND c."type" = d."type" AND c."status" = d."status";
  ELSE
    INSERT INTO "engaged_entity_counters" AS c ("main_company_id", "type", "status", "count")
    SELECT "main_company_id", "type", "status", sum("n") FROM (
      SELECT "main_company_id", "type", "status", -1 AS "n" FROM "old_rows"
      UNION ALL
      SELECT "main_company_id", "type", "status", 1 FROM "new_rows"
    ) d
    GROUP BY "main_company_id", "type", "status" HAVING sum("n") <> 0
    ORDER BY "main_company_id", "type", "status"
    ON CONFLICT ("main_company_id", "type", "status") DO UPDATE SET "count" = c."count" + excluded."count";
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "engaged_entity_counters_insert" AFTER INSERT ON "engaged_entities"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "engaged_entity_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "engaged_entity_counters_update" AFTER UPDATE ON "engaged_entities"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "engaged_entity_counters_apply"();--> statement-breakpoint
CREATE TRIGGER "engaged_entity_counters_delete" AFTER DELETE ON "engaged_entities"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "engaged_entity_counters_apply"();--> statement-breakpoint
INSERT INTO "engaged_entity_counters" ("main_company_id", "type", "status", "count")
SELECT "main_company_id", "type", "status", count(*) FROM "engaged_entities" GROUP BY "main_company_id", "type", "status";
