import { z } from 'zod';
import { contract } from './contract';

/** GET /api/health: answered bare (no `{ data }`), 200 when the database answers, else 503 with the same shape. */
export const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unreachable']),
  version: z.string(),
});
export type Health = z.infer<typeof healthSchema>;

/** GET /api/ready: may a load balancer send this instance new requests? 503 with the same body when not. */
export const readinessSchema = z.object({
  ready: z.boolean(),
  database: z.enum(['ok', 'unreachable']),
  draining: z.boolean(),
  version: z.string(),
});
export type Readiness = z.infer<typeof readinessSchema>;

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
  ready: contract({
    method: 'GET',
    path: '/api/ready',
    access: 'public',
    tags: ['health'],
    summary:
      'Readiness: 200 when this instance takes new requests; 503 with the same body while it drains for a ' +
      'shutdown or its database does not answer (an instance only listens once migrations have run)',
    envelope: 'none',
    response: readinessSchema,
    errors: [],
  }),
};
