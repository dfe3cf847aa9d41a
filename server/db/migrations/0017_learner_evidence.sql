CREATE TABLE "learner_goals" (
	"id" text PRIMARY KEY NOT NULL,
	"learner_id" text NOT NULL,
	"user_id" text NOT NULL,
	"text" text NOT NULL,
	"target" jsonb,
	"review_date" text,
	"links" jsonb NOT NULL,
	"removed" boolean DEFAULT false NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_client" text DEFAULT '' NOT NULL,
	"changed_seq" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_levels" (
	"id" text PRIMARY KEY NOT NULL,
	"learner_id" text NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"game" text NOT NULL,
	"level" integer NOT NULL,
	"tries" integer NOT NULL,
	"first_try" boolean NOT NULL,
	"hints" integer NOT NULL,
	"audio" integer NOT NULL,
	"ms" integer NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "learner_support" (
	"learner_id" text NOT NULL,
	"lesson_id" text NOT NULL,
	"day" text NOT NULL,
	"user_id" text NOT NULL,
	"product_id" text NOT NULL,
	"level" text NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"changed_client" text DEFAULT '' NOT NULL,
	"changed_seq" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "learner_support_learner_id_lesson_id_day_pk" PRIMARY KEY("learner_id","lesson_id","day")
);
--> statement-breakpoint
ALTER TABLE "learner_goals" ADD CONSTRAINT "learner_goals_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_goals" ADD CONSTRAINT "learner_goals_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_levels" ADD CONSTRAINT "learner_levels_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_levels" ADD CONSTRAINT "learner_levels_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_support" ADD CONSTRAINT "learner_support_learner_id_learners_id_fk" FOREIGN KEY ("learner_id") REFERENCES "learners"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "learner_support" ADD CONSTRAINT "learner_support_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "learner_goals_user_idx" ON "learner_goals" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "learner_levels_user_product_idx" ON "learner_levels" USING btree ("user_id","product_id");--> statement-breakpoint
CREATE INDEX "learner_levels_learner_idx" ON "learner_levels" USING btree ("learner_id");--> statement-breakpoint
CREATE INDEX "learner_support_user_product_idx" ON "learner_support" USING btree ("user_id","product_id");