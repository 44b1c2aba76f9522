-- hand-written: the approver's queue (awaitingMyReview) read and counted from one index alone. Its
-- statements keep the listed assessments (`listed`, as every list does), which the 0014 index did not
-- hold: each row was visited to check it (a busy approver's count read 5,657 rows from 457 pages,
-- 2–5 ms). Partial on `listed`, the count and the page's per-status ranges are index-only.
CREATE INDEX "assessments_listed_approver_status_due_idx" ON "assessments" ("approver_id", "status", "due_date", "id") WHERE "listed";
--> statement-breakpoint
DROP INDEX "assessments_approver_status_due_idx";
