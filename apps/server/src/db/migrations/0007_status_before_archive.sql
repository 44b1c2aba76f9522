ALTER TABLE "companies" ADD COLUMN "status_before_archive" "company_status";--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "status_before_archive" "user_status";--> statement-breakpoint
-- Records archived before this column: the status the last archive event saw (as restore read it from the audit log until now).
UPDATE "companies" c SET "status_before_archive" = CASE WHEN (
  SELECT e."before"->>'status' FROM "audit_events" e
  WHERE e."entity_id" = c."id" AND e."action" = 'company.archived'
  ORDER BY e."created_at" DESC LIMIT 1
) = 'awaiting' THEN 'awaiting'::"company_status" ELSE 'active'::"company_status" END
WHERE c."status" = 'archived';--> statement-breakpoint
UPDATE "users" u SET "status_before_archive" = COALESCE((
  SELECT (e."before"->>'status')::"user_status" FROM "audit_events" e
  WHERE e."entity_id" = u."id" AND e."action" = 'user.archived'
    AND e."before"->>'status' IN ('awaiting_invitation', 'invited', 'active')
  ORDER BY e."created_at" DESC LIMIT 1
), 'active'::"user_status")
WHERE u."status" = 'archived';
