import {
  hasUnsafeCharacters,
  personFieldsSchema,
  PICTURE_ACCEPTED_MIME_TYPES,
  selfAttestedKey,
  textCharactersMessage,
  type PersonData,
} from '@credence/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Caller } from '../../lib/caller';
import type { Clock } from '../../lib/clock';
import { uploadTooLarge, MULTIPART_ENVELOPE_BYTES } from '../../lib/multipart-upload';
import { audit } from '../audit/audit.service';
import { readValues, writeValues } from '../self-attested/self-attested.repository';
import { deletePicture, readPicture, readPictureMeta, savePicture } from './credentials.repository';

// PATCH /api/person (001 §7 'multipart profile update'; 001 §3 account: names, optional profile picture) and
// GET /api/person/picture. Names go to the self-attested profile (with history); the picture is checked by
// its bytes, never by its name or declared type, and refused as soon as it passes the limit.

export interface PersonDeps {
  db: Kysely<Database>;
  clock: Clock;
}

type PictureType = (typeof PICTURE_ACCEPTED_MIME_TYPES)[number];

/** The image type the bytes are, by their magic numbers; null for anything else. */
export function sniffPicture(bytes: Buffer): PictureType | null {
  if (
    bytes.length >= 8 &&
    bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  )
    return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  )
    return 'image/webp';
  return null;
}

const NAME_KEYS = {
  first_name: selfAttestedKey('basic_info', 'first_name'),
  middle_name: selfAttestedKey('basic_info', 'middle_name'),
  last_name: selfAttestedKey('basic_info', 'last_name'),
  suffix: selfAttestedKey('basic_info', 'suffix'),
} as const;

export const unsupportedPicture = () =>
  new AppError(
    415,
    'request.unsupported-media-type',
    'The file you are trying to upload is not of type: .png, .jpg, .webp.',
  );

interface PersonUpload {
  fields: Record<string, string>;
  picture: Buffer | null;
}

/** Reads the text fields and the optional `picture` file, counting the picture's bytes as they arrive. */
export async function readPersonUpload(
  request: FastifyRequest,
  reply: FastifyReply,
  { field, maxBytes }: { field: string; maxBytes: number },
): Promise<PersonUpload> {
  const fields: Record<string, string> = {};
  let picture: Buffer | null = null;
  const tooLarge = () => {
    reply.header('connection', 'close');
    return uploadTooLarge(maxBytes);
  };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (typeof part.value !== 'string' || Object.hasOwn(fields, part.fieldname))
          throw badRequest([{ path: part.fieldname, message: 'request.invalid' }]);
        fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== field || picture) {
        part.file.resume();
        throw badRequest([{ path: part.fieldname, message: 'request.invalid' }]);
      }
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        if (size > maxBytes || part.file.truncated) throw tooLarge();
        chunks.push(chunk);
      }
      if (part.file.truncated) throw tooLarge();
      picture = size > 0 ? Buffer.concat(chunks) : null;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    if ((error as { statusCode?: unknown } | null)?.statusCode === 413) throw tooLarge();
    throw badRequest([{ path: field, message: 'request.invalid' }]);
  }
  return { fields, picture };
}

/** 413 before a byte is read when the declared length cannot fit the picture and its fields. */
export const declaredTooLarge =
  (maxBytes: number) => async (request: FastifyRequest, reply: FastifyReply) => {
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes + MULTIPART_ENVELOPE_BYTES) {
      reply.header('connection', 'close');
      throw uploadTooLarge(maxBytes);
    }
  };

async function readPerson(db: Kysely<Database>, userId: string): Promise<PersonData> {
  const rows = await readValues(db, userId, Object.values(NAME_KEYS));
  const value = (key: string) => {
    const found = rows.find((row) => row.key === key)?.value;
    return typeof found === 'string' && found !== '' ? found : null;
  };
  const picture = await readPictureMeta(db, userId);
  return {
    first_name: value(NAME_KEYS.first_name),
    middle_name: value(NAME_KEYS.middle_name),
    last_name: value(NAME_KEYS.last_name),
    suffix: value(NAME_KEYS.suffix),
    picture: picture
      ? {
          content_type: picture.content_type,
          size: picture.size,
          updated_at: new Date(picture.updated_at).toISOString(),
        }
      : null,
  };
}

/** PATCH /api/person: the names given, and the picture replaced or removed. */
export async function updatePerson(deps: PersonDeps, caller: Caller, read: () => Promise<PersonUpload>) {
  const upload = await read();
  const unsafe = Object.entries(upload.fields).filter(
    ([key, value]) => hasUnsafeCharacters(key) || hasUnsafeCharacters(value),
  );
  if (unsafe.length > 0)
    throw badRequest(unsafe.map(([key]) => ({ path: key, message: textCharactersMessage })));
  const parsed = personFieldsSchema.safeParse(upload.fields);
  if (!parsed.success)
    throw badRequest(
      parsed.error.issues.map((issue) => ({ path: issue.path.join('.') || 'body', message: issue.message })),
    );
  const contentType = upload.picture ? sniffPicture(upload.picture) : null;
  if (upload.picture && !contentType) throw unsupportedPicture();
  const at = deps.clock();
  const names = Object.entries(NAME_KEYS).flatMap(([field, key]) => {
    const value = parsed.data[field as keyof typeof NAME_KEYS];
    return value === undefined ? [] : [{ key, value }];
  });
  await deps.db.transaction().execute(async (trx) => {
    if (names.length > 0)
      await writeValues(trx, { userId: caller.userId, actorId: caller.actorId, values: names, at });
    if (upload.picture && contentType)
      await savePicture(trx, { userId: caller.userId, contentType, bytes: upload.picture, at });
    else if (parsed.data.remove_picture === 'true') await deletePicture(trx, caller.userId);
    await audit(trx, caller.origin, {
      action: 'person.update',
      outcome: 'success',
      target_type: 'user',
      target_id: caller.userId,
      details: {
        fields: names.map((name) => name.key).join(','),
        picture: upload.picture ? 'replaced' : parsed.data.remove_picture === 'true' ? 'removed' : 'kept',
      },
    });
  });
  return readPerson(deps.db, caller.userId);
}

/** GET /api/person/picture: the caller's own picture, as stored (its type was checked on the way in). */
export async function sendPicture(deps: PersonDeps, caller: Caller, reply: FastifyReply) {
  const picture = await readPicture(deps.db, caller.userId);
  if (!picture) throw notFound();
  await audit(deps.db, caller.origin, {
    action: 'person.picture.read',
    outcome: 'success',
    target_type: 'user',
    target_id: caller.userId,
  });
  return reply
    .header('content-type', picture.content_type)
    .header('cache-control', 'no-store')
    .header('x-content-type-options', 'nosniff')
    .send(picture.bytes);
}
