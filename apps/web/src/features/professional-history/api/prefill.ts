import { workHistoryPrefillDataSchema } from '@credence/shared';
import type { WorkHistoryPrefillData } from '@credence/shared';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import type { ApiClient } from '../../../lib/api-client';

const responseSchema = z.object({ data: workHistoryPrefillDataSchema });

/** GET /api/work_history/prefill: the resume's positions not yet added or dismissed; null without a resume. */
export async function getPrefill(client: ApiClient = api): Promise<WorkHistoryPrefillData> {
  return responseSchema.parse(await client.get('/api/work_history/prefill')).data;
}

/** DELETE /api/work_history/prefill: the clinician dismissed the positions left. */
export async function dismissPrefill(client: ApiClient = api): Promise<void> {
  await client.delete('/api/work_history/prefill');
}

export const prefillQueryKey = ['work-history', 'prefill'] as const;

export const prefillQueryOptions = () =>
  queryOptions({ queryKey: prefillQueryKey, queryFn: () => getPrefill() });
