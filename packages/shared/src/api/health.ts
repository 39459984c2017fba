import { z } from 'zod';
import { contract } from './contract';

/** GET /api/health: answered bare (no `{ data }`), 200 when the database answers, else 503 with the same shape. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

export const healthApi = {
  health: contract({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    tags: ['health'],
    summary: 'Liveness and database reachability (503 with the same body when the database is unreachable)',
    envelope: 'none',
    response: healthSchema,
    otherAnswers: { 503: healthSchema },
    errors: [],
  }),
};
