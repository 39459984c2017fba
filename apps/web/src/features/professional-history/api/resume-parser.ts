import { resumeParserApi } from '@credence/shared';
import type { WorkHistoryEntry } from '@credence/shared';
import type { ApiClient } from '#web/lib/api-client';
import { callEndpoint } from '#web/lib/api-endpoint';

/**
 * POST /api/resume_parser (multipart, field `file`): the positions found, which the server also keeps as the
 * clinician's prefill. `onProgress` follows the upload; the answer comes once the resume is read.
 */
export async function parseResume(
  file: File,
  {
    onProgress,
    signal,
    client,
  }: { onProgress?: (percent: number) => void; signal?: AbortSignal; client?: ApiClient } = {},
): Promise<WorkHistoryEntry[]> {
  const form = new FormData();
  form.append(resumeParserApi.parse.multipart.file, file, file.name);
  const answer = await callEndpoint(
    resumeParserApi.parse,
    {},
    { form, client, ...(signal ? { signal } : {}), onUploadProgress: onProgress ?? (() => undefined) },
  );
  return answer.positions;
}
