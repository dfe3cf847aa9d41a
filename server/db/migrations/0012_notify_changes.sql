-- Every server process keeps the rows that accepting a token and checking a read's access need
-- (server/db/change-feed.ts, server/repo/hot-reads.ts). A change to one of them, by any process
-- or by hand, is announced on the channel "changes" as "<schema> <table> <key>", at commit.
CREATE FUNCTION "notify_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('changes', TG_TABLE_SCHEMA || ' ' || TG_TABLE_NAME || ' ' || (to_jsonb(OLD) ->> TG_ARGV[0]));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('changes', TG_TABLE_SCHEMA || ' ' || TG_TABLE_NAME || ' ' || (to_jsonb(NEW) ->> TG_ARGV[0]));
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "users_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "users"
  FOR EACH ROW EXECUTE FUNCTION "notify_change"('id');--> statement-breakpoint
CREATE TRIGGER "products_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "products"
  FOR EACH ROW EXECUTE FUNCTION "notify_change"('id');--> statement-breakpoint
CREATE TRIGGER "lessons_notify_change" AFTER INSERT OR UPDATE OF "id", "product_id" OR DELETE ON "lessons"
  FOR EACH ROW EXECUTE FUNCTION "notify_change"('id');--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_notify_change" AFTER INSERT OR UPDATE OR DELETE ON "revoked_tokens"
  FOR EACH ROW EXECUTE FUNCTION "notify_change"('token_id');
