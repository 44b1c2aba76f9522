-- hand-written: every committed change to what dashboards and statistics are made of is announced on the channel `figures_changed`, delivered at commit to every server process (plugins/kept-figures.ts keeps their answers only until the next announcement). Every table announces but those whose writes never change a figure (sign-in and request bookkeeping, mail and webhook delivery, file bytes, integrations' keys, an import's progress, the audit trail — the change it records announces itself), and users only for the columns a figure or a right depends on (not at each sign-in). Statement-level: one announcement per statement, and PostgreSQL folds identical ones of a transaction into one. A table added later must announce too, or be named in modules/dashboards/figures-changes.test.ts's list of tables that do not.
CREATE FUNCTION figures_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('figures_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
DO $$
DECLARE t text;
BEGIN
  FOR t IN
    SELECT c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
    WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p') AND c.relname <> 'users'
      AND c.relname NOT IN (
        'api_idempotency_keys', 'api_keys', 'attempt_counters', 'audit_events', 'authorization_tokens',
        'csv_imports', 'email_changelogs', 'email_events', 'email_messages', 'login_verifications',
        'maintenance_windows', 'password_history', 'password_tokens', 'phone_verifications',
        'refresh_tokens', 'sms_messages', 'sso_login_requests', 'sso_providers', 'stored_files',
        'webhook_deliveries', 'webhook_endpoints', 'webhook_events'
      )
      AND c.relname NOT LIKE '\_\_%'
  LOOP
    EXECUTE format(
      'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION figures_changed()',
      t || '_figures_changed', t);
  END LOOP;
END $$;--> statement-breakpoint
CREATE TRIGGER users_figures_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF email, first_name, last_name, phone, position, role, am_role, status, company_id, permissions, archived_at, deleted_at, photo_id ON users FOR EACH STATEMENT EXECUTE FUNCTION figures_changed();
