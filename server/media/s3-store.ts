import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { MIME_OF_EXTENSION } from '#domain/media';
import type { S3Settings } from '../config.ts';
import { ApiError } from '../http/errors.ts';
import type { ByteSpan, MediaStore, ReceivedFile } from './media-store.ts';
import { incomingFolder } from './receive.ts';

export const MEDIA_STORE_UNREACHABLE =
  'The media store cannot be reached just now, so this cannot be done. Please try again in a moment.';
export const MEDIA_STORE_FULL =
  'The media store is full (its quota is reached), so the file was not stored. Whoever runs the server must make room or raise the quota first.';

/** How long to wait for a connection, and for the next bytes of an answer, before the store counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5_000;
const IDLE_TIMEOUT_MS = 30_000;
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** What S3-compatible stores answer when a bucket or account is out of room (MinIO, Ceph RGW, ...). */
const OUT_OF_ROOM = new Set(['QuotaExceeded', 'XMinioStorageFull', 'XMinioAdminBucketQuotaExceeded', 'StorageFull']);

interface S3Failure {
  name?: string;
  message?: string;
  $metadata?: { httpStatusCode?: number };
}

const statusOf = (error: unknown) => (error as S3Failure).$metadata?.httpStatusCode;
const isMissing = (error: unknown) =>
  statusOf(error) === 404 && ['NotFound', 'NoSuchKey'].includes((error as S3Failure).name ?? '');

function logFault(what: string, error: unknown) {
  const { name = 'Error', message = String(error) } = error as S3Failure;
  console.error(`Media store: ${what} failed: ${name}: ${message}`);
}

/**
 * A store's fault as the caller's answer: 507 when it is out of room, else 503 (unreachable, or
 * refusing this server: a wrong key, a missing bucket), with the store's own words in the log.
 */
function storeFault(what: string, error: unknown): ApiError {
  logFault(what, error);
  const { name = '' } = error as S3Failure;
  if (statusOf(error) === 507 || OUT_OF_ROOM.has(name)) return new ApiError(507, MEDIA_STORE_FULL);
  return new ApiError(503, MEDIA_STORE_UNREACHABLE, {}, { 'Retry-After': '5' });
}

/**
 * Media in an S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, ...), shared by every server
 * process and machine: `<prefix>/<sha-256>.<ext>`, uploads waiting on this machine in `incoming`
 * until their hash names them. Credentials come the SDK's usual ways (AWS_ACCESS_KEY_ID and
 * AWS_SECRET_ACCESS_KEY, a profile, an instance role). A store that cannot be reached at the start
 * is logged, not fatal: the rest of the app works, and media answer 503 until it can be reached.
 */
export async function openS3Store(settings: S3Settings, incoming: string): Promise<MediaStore> {
  const { bucket, prefix } = settings;
  const client = new S3Client({
    region: settings.region,
    ...(settings.endpoint ? { endpoint: settings.endpoint } : {}),
    forcePathStyle: settings.forcePathStyle,
    // Files are checked by their own SHA-256; the SDK's default CRC32 trailers are refused by
    // several S3-compatible stores.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    requestHandler: { connectionTimeout: CONNECT_TIMEOUT_MS, requestTimeout: IDLE_TIMEOUT_MS },
  });
  const where = `s3://${bucket}${prefix ? `/${prefix}` : ''}`;
  const keyOf = (name: string) => (prefix ? `${prefix}/${name}` : name);

  async function guarded<T>(what: string, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      throw storeFault(what, error);
    }
  }

  async function size(name: string): Promise<number | undefined> {
    try {
      return (await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }))).ContentLength;
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw storeFault(`reading ${name}`, error);
    }
  }

  async function keep(file: ReceivedFile, ext: string): Promise<void> {
    const name = `${file.hash}.${ext}`;
    try {
      if ((await size(name)) !== undefined) return;
      await guarded(`storing ${name}`, () =>
        client.send(
          new PutObjectCommand({
            Bucket: bucket,
            Key: keyOf(name),
            Body: createReadStream(file.tempPath),
            ContentLength: file.size,
            ContentType: MIME_OF_EXTENSION[ext] ?? 'application/octet-stream',
            CacheControl: IMMUTABLE,
          }),
        ),
      );
    } finally {
      await rm(file.tempPath, { force: true });
    }
  }

  async function read(name: string, { start, end }: ByteSpan): Promise<ReadableStream<Uint8Array> | undefined> {
    try {
      const answer = await client.send(
        new GetObjectCommand({ Bucket: bucket, Key: keyOf(name), Range: `bytes=${start}-${end}` }),
      );
      return answer.Body?.transformToWebStream();
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw storeFault(`reading ${name}`, error);
    }
  }

  await client.send(new HeadBucketCommand({ Bucket: bucket })).then(
    () => console.log(`Media are kept in ${where}`),
    (error: unknown) => logFault(`reaching ${where} (media answer 503 until it can be reached)`, error),
  );

  return {
    where,
    ...incomingFolder(incoming),
    keep,
    remove: (name) =>
      guarded(`removing ${name}`, () =>
        client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(name) })),
      ).then(() => undefined),
    size,
    read,
  };
}
