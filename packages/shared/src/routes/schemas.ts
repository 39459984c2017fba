import { z } from 'zod';
import { ENROLL_STEP_HASHES, RESET_PASSWORD_ERRORS } from './params';
import { LAYOUTS, ROUTE_TABLE } from './table';

// The route table's lists as zod schemas, kept apart from the lists: the web's entry reads the table on
// every first visit and must not load zod with it (decision 064).
export const layoutSchema = z.enum(LAYOUTS);
export const routeIdSchema = z.enum(ROUTE_TABLE.map((route) => route.id));
export const enrollStepHashSchema = z.enum(ENROLL_STEP_HASHES);
export const resetPasswordErrorSchema = z.enum(RESET_PASSWORD_ERRORS);
