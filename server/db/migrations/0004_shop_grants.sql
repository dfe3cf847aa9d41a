CREATE TABLE "admin_grants" (
	"user_id" text NOT NULL,
	"shopify_product_id" text NOT NULL,
	"granted_by" text,
	"granted_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "admin_grants_user_id_shopify_product_id_pk" PRIMARY KEY("user_id","shopify_product_id")
);
--> statement-breakpoint
CREATE TABLE "order_grants" (
	"order_id" text NOT NULL,
	"line_item_id" text NOT NULL,
	"order_name" text DEFAULT '' NOT NULL,
	"user_id" text,
	"shopify_product_id" text NOT NULL,
	"paid_at" timestamp with time zone,
	"revoked_at" timestamp with time zone,
	"revoked_by" text,
	CONSTRAINT "order_grants_order_id_line_item_id_pk" PRIMARY KEY("order_id","line_item_id")
);
--> statement-breakpoint
CREATE TABLE "shopify_webhooks" (
	"webhook_id" text PRIMARY KEY NOT NULL,
	"topic" text NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "admin_grants" ADD CONSTRAINT "admin_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "admin_grants" ADD CONSTRAINT "admin_grants_granted_by_users_id_fk" FOREIGN KEY ("granted_by") REFERENCES "users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_grants" ADD CONSTRAINT "order_grants_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_grants_user_product_idx" ON "order_grants" USING btree ("user_id","shopify_product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_shopify_product_unique" ON "products" USING btree ("shopify_product_id") WHERE "products"."shopify_product_id" <> '';