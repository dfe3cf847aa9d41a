-- playIt.content now holds only the spec's fields (videoUrl, hiddenImages): drop any other key a
-- lesson was stored with, so that its editor can save it again.
UPDATE "lessons"
SET "sections" = jsonb_set(
  "sections",
  '{playIt,content}',
  (
    SELECT coalesce(jsonb_object_agg(field.key, field.value), '{}'::jsonb)
    FROM jsonb_each("sections" -> 'playIt' -> 'content') AS field
    WHERE field.key IN ('videoUrl', 'hiddenImages')
  )
)
WHERE jsonb_typeof("sections" -> 'playIt' -> 'content') = 'object'
  AND EXISTS (
    SELECT 1
    FROM jsonb_object_keys("sections" -> 'playIt' -> 'content') AS name
    WHERE name NOT IN ('videoUrl', 'hiddenImages')
  );
