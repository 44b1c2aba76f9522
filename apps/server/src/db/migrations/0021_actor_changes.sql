-- hand-written: every change to what an actor is made of (authz/actor.ts: the user, its session's refresh tokens, the companies it manages, its group's blocked permissions) is announced on the channel `actor_changed`, delivered at commit to every server process (authz/actor-cache.ts drops what it cached). Payload: the user's id, or '*' when any actor may be affected (a company or a group setting).
CREATE FUNCTION actor_changed_user() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('actor_changed', OLD.id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER users_actor_changed AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION actor_changed_user();--> statement-breakpoint
CREATE FUNCTION actor_changed_session() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('actor_changed', OLD.user_id::text);
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER refresh_tokens_actor_changed AFTER UPDATE OF revoked_at, user_id, family_id OR DELETE ON refresh_tokens FOR EACH ROW EXECUTE FUNCTION actor_changed_session();--> statement-breakpoint
CREATE FUNCTION actor_changed_all() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('actor_changed', '*');
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER companies_actor_changed AFTER INSERT OR DELETE OR UPDATE OF parent_id, manager_id ON companies FOR EACH STATEMENT EXECUTE FUNCTION actor_changed_all();--> statement-breakpoint
CREATE TRIGGER holding_settings_actor_changed AFTER INSERT OR DELETE OR UPDATE OF blocked_permissions, company_id ON holding_settings FOR EACH STATEMENT EXECUTE FUNCTION actor_changed_all();
