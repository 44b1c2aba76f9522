-- hand-written: every committed change to what the whole company list (GET companies?rows=ALL) is made of — a company, a user who can be shown as its manager or administrator, a company's counters — is announced on the channel `company_list_changed`, delivered at commit to every server process (modules/companies/company-all-rows.ts trusts its kept answers only until the next announcement). Statement-level: one announcement per statement (PostgreSQL also folds identical ones of a transaction into one), so a CSV import's 50,000 engagements announce once.
CREATE FUNCTION company_list_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('company_list_changed', '');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_list_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION company_list_changed();--> statement-breakpoint
CREATE TRIGGER company_counters_list_changed AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON company_counters FOR EACH STATEMENT EXECUTE FUNCTION company_list_changed();--> statement-breakpoint
CREATE TRIGGER users_list_changed AFTER INSERT OR DELETE OR TRUNCATE OR UPDATE OF first_name, last_name, email, position, photo_id, role, status, deleted_at, company_id ON users FOR EACH STATEMENT EXECUTE FUNCTION company_list_changed();
