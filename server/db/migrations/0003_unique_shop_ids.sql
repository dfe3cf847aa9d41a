-- One shop product sells one course: where several products share a shopifyProductId (copies
-- made by Duplicate), the oldest keeps it and the others become drafts without one, so that the
-- unique index of the next migration can be built.
UPDATE "products" SET "shopify_product_id" = ''
WHERE "shopify_product_id" <> ''
  AND EXISTS (
    SELECT 1 FROM "products" AS "older"
    WHERE "older"."shopify_product_id" = "products"."shopify_product_id"
      AND ("older"."created_at", "older"."seq") < ("products"."created_at", "products"."seq")
  );
