CREATE TABLE "media_files" (
	"id" text PRIMARY KEY NOT NULL,
	"product_id" text NOT NULL,
	"hash" text NOT NULL,
	"ext" text NOT NULL,
	"kind" text NOT NULL,
	"type" text NOT NULL,
	"name" text NOT NULL,
	"size" bigint NOT NULL,
	"thumbnail" text,
	"uploaded_by" text NOT NULL,
	"uploaded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "media_files" ADD CONSTRAINT "media_files_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "media_files_product_hash_unique" ON "media_files" USING btree ("product_id","hash");--> statement-breakpoint
CREATE INDEX "media_files_hash_idx" ON "media_files" USING btree ("hash");