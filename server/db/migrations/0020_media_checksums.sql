CREATE TABLE "media_checksums" (
	"hash" text PRIMARY KEY NOT NULL,
	"crc32" bigint NOT NULL
);
