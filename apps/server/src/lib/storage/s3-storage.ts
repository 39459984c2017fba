import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  S3Client,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { Readable } from 'node:stream';
import { ObjectNotFound, type ObjectStorage } from './object-storage';
import { isStorageKey } from './storage-key';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible endpoint (MinIO, Ceph, R2, a test server); AWS's own when absent. */
  endpoint?: string;
  /** Path-style URLs (`endpoint/bucket/key`), which most S3-compatible servers want. */
  forcePathStyle?: boolean;
  /** Static credentials; when absent the SDK's default chain (environment, instance role) is used. */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** Parts of a multipart upload: S3's smallest, so one upload holds at most this much in memory. */
const PART_BYTES = 5 * 1024 * 1024;

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error as { $metadata?: { httpStatusCode?: number } } | null)?.$metadata?.httpStatusCode === 404;

/**
 * Objects in an S3-compatible bucket. An upload of unknown length streams as a multipart upload, one part in
 * memory at a time; a failed stream aborts it, so no object appears under the key.
 */
export function s3Storage(options: S3StorageOptions): ObjectStorage & { client: S3Client } {
  const client = new S3Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    forcePathStyle: options.forcePathStyle ?? false,
    ...(options.credentials ? { credentials: options.credentials } : {}),
  });
  const Bucket = options.bucket;
  const checked = (key: string) => {
    if (!isStorageKey(key)) throw new Error('Not a storage key');
    return key;
  };
  return {
    kind: 's3',
    client,
    async put(key, body) {
      const upload = new Upload({
        client,
        params: { Bucket, Key: checked(key), Body: body, ContentType: 'application/octet-stream' },
        queueSize: 1,
        partSize: PART_BYTES,
        leavePartsOnError: false,
      });
      let failure: unknown;
      const failed = new Promise<never>((_resolve, reject) => {
        body.once('error', (error) => {
          failure = error;
          reject(error);
        });
      });
      failed.catch(() => undefined);
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        // A single-part upload may have been sent whole before the stream failed: make sure it is gone.
        await client.send(new DeleteObjectCommand({ Bucket, Key: key })).catch(() => undefined);
        throw failure ?? error;
      }
    },
    async get(key) {
      try {
        const answer = await client.send(new GetObjectCommand({ Bucket, Key: checked(key) }));
        return answer.Body as Readable;
      } catch (error) {
        if (isMissing(error)) throw new ObjectNotFound(key);
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checked(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checked(key) }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw error;
      }
    },
  };
}
