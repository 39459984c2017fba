import path from 'node:path';
import type { Config } from '../../config';
import { localStorage } from './local-storage';
import type { ObjectStorage } from './object-storage';
import { s3Storage } from './s3-storage';

export type { ObjectStorage } from './object-storage';
export { ObjectNotFound } from './object-storage';
export { newStorageKey } from './storage-key';

/** The document storage the configuration names: S3 when DOCUMENT_S3_BUCKET is set, else a local folder. */
export function createObjectStorage(config: Config): ObjectStorage {
  if (config.DOCUMENT_S3_BUCKET) {
    const { DOCUMENT_S3_ACCESS_KEY_ID: accessKeyId, DOCUMENT_S3_SECRET_ACCESS_KEY: secretAccessKey } = config;
    return s3Storage({
      bucket: config.DOCUMENT_S3_BUCKET,
      region: config.DOCUMENT_S3_REGION,
      ...(config.DOCUMENT_S3_ENDPOINT ? { endpoint: config.DOCUMENT_S3_ENDPOINT } : {}),
      forcePathStyle: config.DOCUMENT_S3_FORCE_PATH_STYLE,
      ...(accessKeyId && secretAccessKey ? { credentials: { accessKeyId, secretAccessKey } } : {}),
    });
  }
  return localStorage(config.DOCUMENT_STORAGE_DIR ?? path.join(config.DATA_DIR, 'documents'));
}
