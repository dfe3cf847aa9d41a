ALTER TABLE "learners" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
UPDATE "learners" SET "archived_at" = "changed_at" WHERE "archived";--> statement-breakpoint
UPDATE "deleted_learners" SET "id" = encode(sha256(convert_to("id", 'UTF8')), 'hex');
