ALTER TABLE "products" ADD COLUMN "lessons_version" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE FUNCTION "bump_lessons_version"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE "products" SET "lessons_version" = "lessons_version" + 1 WHERE "id" = OLD."product_id";
  END IF;
  IF TG_OP = 'INSERT' OR (TG_OP = 'UPDATE' AND NEW."product_id" IS DISTINCT FROM OLD."product_id") THEN
    UPDATE "products" SET "lessons_version" = "lessons_version" + 1 WHERE "id" = NEW."product_id";
  END IF;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "lessons_version_bump" AFTER INSERT OR UPDATE OR DELETE ON "lessons"
  FOR EACH ROW EXECUTE FUNCTION "bump_lessons_version"();
