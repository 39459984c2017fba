import { resumeParserDataSchema } from '@credence/shared';
import type { WorkHistoryEntry } from '@credence/shared';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const responseSchema = z.object({ data: resumeParserDataSchema });

/**
 * POST /api/resume_parser (multipart, field `file`): the positions found, which the server also keeps as the
 * clinician's prefill. `onProgress` follows the upload; the answer comes once the resume is read.
 */
export async function parseResume(
  file: File,
  {
    onProgress,
    signal,
    client = api,
  }: { onProgress?: (percent: number) => void; signal?: AbortSignal; client?: ApiClient } = {},
): Promise<WorkHistoryEntry[]> {
  const form = new FormData();
  form.append('file', file, file.name);
  const answer = await client.post('/api/resume_parser', form, {
    signal,
    onUploadProgress: onProgress ?? (() => undefined),
  });
  return responseSchema.parse(answer).data.positions;
}
