import { z } from 'zod';
import { providerTypeNameSchema } from '../domain/provider-types';
import { trainingTypeSchema } from '../domain/work-history';
import { contract } from './contract';

// Look-ups in lists shipped with the server (apps/server/src/modules/lookups): certifying boards, NUCC
// specialties, graduate medical training programs. Nothing personal is sent or read. Conventions as
// api/lookup-sources.ts.

export const boardCertConfigQuerySchema = z.object({ provider_type: providerTypeNameSchema });
export type BoardCertConfigQuery = z.infer<typeof boardCertConfigQuerySchema>;
export const boardConfigSchema = z.object({
  /** Stable slug, saved as board_cert.boards[].board_config_id. */
  id: z.string(),
  name: z.string(),
  config: z.object({
    id_number: z.object({ show: z.boolean(), required: z.boolean(), label: z.string() }),
  }),
});
export type BoardConfig = z.infer<typeof boardConfigSchema>;
export const boardCertConfigDataSchema = z.array(boardConfigSchema);

export const specialtyQuerySchema = z.object({
  provider_type: providerTypeNameSchema.optional(),
  q: z.string().max(100).optional(),
});
export type SpecialtyQuery = z.infer<typeof specialtyQuerySchema>;
export const specialtyOptionSchema = z.object({
  /** NUCC code, e.g. 207RC0000X; saved as basic_info|specialty_code. */
  code: z.string(),
  classification: z.string(),
  specialization: z.string(),
  display: z.string(),
});
export type SpecialtyOption = z.infer<typeof specialtyOptionSchema>;
export const specialtyDataSchema = z.array(specialtyOptionSchema);

export const physicianTrainingQuerySchema = z.object({
  q: z.string().max(100).optional(),
  training_type: trainingTypeSchema.default('residency'),
});
export type PhysicianTrainingQuery = z.input<typeof physicianTrainingQuerySchema>;
export const trainingProgramSchema = z.object({
  id: z.string(),
  program_name: z.string(),
  institution_name: z.string(),
  city: z.string(),
  state: z.string(),
  specialty: z.string(),
  training_type: trainingTypeSchema,
});
export type TrainingProgram = z.infer<typeof trainingProgramSchema>;
export const physicianTrainingDataSchema = z.array(trainingProgramSchema);

export const referenceListsApi = {
  boardCertConfig: contract({
    method: 'GET',
    path: '/api/board_cert_config',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: 'The certifying boards of a provider type and how to ask for their id numbers',
    description:
      'The certifying boards of the provider type (none for RN), each saying whether to show / require its ' +
      "id number and the field's label.",
    query: boardCertConfigQuerySchema,
    response: boardCertConfigDataSchema,
    errors: [],
  }),
  specialty: contract({
    method: 'GET',
    path: '/api/specialty',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: 'NUCC provider taxonomy codes, by provider type and words',
    description:
      "Only the provider type's branch when given, every word of q in the code or names. At most 200. " +
      '503 lookup.unavailable when the taxonomy source fails.',
    query: specialtyQuerySchema,
    response: specialtyDataSchema,
    errors: ['lookup.not-found', 'lookup.unavailable'],
  }),
  physicianTraining: contract({
    method: 'GET',
    path: '/api/physician_training',
    access: { action: 'get_self_attested' },
    tags: ['lookups'],
    summary: 'Graduate medical training programs by words and training type (default residency)',
    description: 'Every word of q in the program, institution, city, state or specialty. At most 25.',
    query: physicianTrainingQuerySchema,
    response: physicianTrainingDataSchema,
    errors: [],
  }),
};
