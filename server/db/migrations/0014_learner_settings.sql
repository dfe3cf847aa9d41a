ALTER TABLE "learners" ADD COLUMN "settings" jsonb;--> statement-breakpoint
ALTER TABLE "learners" ADD COLUMN "settings_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "learners" ADD COLUMN "settings_changed_client" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "learners" ADD COLUMN "settings_changed_seq" integer DEFAULT 0 NOT NULL;