CREATE TABLE "sync_devices" (
	"user_id" text NOT NULL,
	"client_id" text NOT NULL,
	"pruned_through_seq" integer DEFAULT -1 NOT NULL,
	CONSTRAINT "sync_devices_user_id_client_id_pk" PRIMARY KEY("user_id","client_id")
);
--> statement-breakpoint
ALTER TABLE "applied_ops" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sync_devices" ADD CONSTRAINT "sync_devices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "applied_ops_device_time_idx" ON "applied_ops" USING btree ("user_id","client_id","applied_at");