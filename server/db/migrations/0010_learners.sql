CREATE TABLE "learner_activities" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"last_item_url" text NOT NULL,
	"last_item_at" timestamp with time zone NOT NULL,
	"last_item_client" text DEFAULT '' NOT NULL,
	"last_item_seq" integer DEFAULT 0 NOT NULL,
	"activities_done" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"done_at" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"games_finished" integer DEFAULT 0 NOT NULL,
	"completed" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"learner_id" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learners" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" text NOT NULL,
	"display_name" text NOT NULL,
	"avatar" text NOT NULL,
	"group" text DEFAULT '' NOT NULL,
	"archived" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_client" text DEFAULT '' NOT NULL,
	"changed_seq" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "done_at" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "activities" ADD COLUMN "games_finished" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "learner_activities" ADD CONSTRAINT "learner_activities_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_activities" ADD CONSTRAINT "learner_activities_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_activities" ADD CONSTRAINT "learner_activities_lesson_id_lessons_id_fk" FOREIGN KEY ("lesson_id") REFERENCES "lessons"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_activities" ADD CONSTRAINT "learner_activities_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learners" ADD CONSTRAINT "learners_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "learner_activities_learner_lesson_unique" ON "learner_activities" USING btree ("learner_id","lesson_id");--> statement-breakpoint
CREATE INDEX "learner_activities_user_product_idx" ON "learner_activities" USING btree ("user_id","product_id","last_item_at");--> statement-breakpoint
CREATE INDEX "learners_user_idx" ON "learners" USING btree ("user_id");