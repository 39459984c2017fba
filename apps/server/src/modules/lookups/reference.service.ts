import {
  boardConfigSchema,
  providerTypeNameSchema,
  trainingProgramSchema,
  type BoardConfig,
  type ProviderTypeName,
  type SpecialtyOption,
  type TrainingProgram,
  type TrainingType,
} from '@credence/shared';
import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { TaxonomyAdapter } from '../../adapters/taxonomy/taxonomy-adapter';
import boardData from './data/board-certs.json' with { type: 'json' };
import trainingData from './data/training-programs.json' with { type: 'json' };
import { fromSource } from './lookup-guard';

// The shipped reference lists, checked once at start so a broken data file stops the server, not a request.

const boards = z
  .array(boardConfigSchema.extend({ provider_types: z.array(providerTypeNameSchema) }))
  .parse(boardData.boards);
const programs = z.array(trainingProgramSchema).parse(trainingData.programs);

export const MAX_SPECIALTIES = 200;
export const MAX_PROGRAMS = 25;

/** The certifying boards of `providerType`, in the data file's order (none for RN). */
export function boardConfigsFor(providerType: ProviderTypeName): BoardConfig[] {
  return boards
    .filter((board) => board.provider_types.includes(providerType))
    .map(({ id, name, config }) => ({ id, name, config }));
}

const wordsOf = (q: string | undefined) => (q ?? '').toLowerCase().split(/\s+/).filter(Boolean);

export async function listSpecialties(
  deps: { taxonomy: TaxonomyAdapter; log: FastifyBaseLogger },
  query: { provider_type?: ProviderTypeName | undefined; q?: string | undefined },
): Promise<SpecialtyOption[]> {
  const found = await fromSource('taxonomy', deps.log, () =>
    deps.taxonomy.listSpecialties({ providerType: query.provider_type, q: query.q }),
  );
  return found.slice(0, MAX_SPECIALTIES).map((specialty) => ({
    code: specialty.code,
    classification: specialty.classification,
    specialization: specialty.specialization,
    display: specialty.displayName,
  }));
}

/** Programs of `trainingType` with every word of q in their name, institution, city, state or specialty. */
export function searchPrograms(query: { q?: string | undefined; training_type: TrainingType }) {
  const words = wordsOf(query.q);
  return programs
    .filter((program) => program.training_type === query.training_type)
    .filter((program) => {
      const haystack =
        `${program.program_name} ${program.institution_name} ${program.city} ${program.state} ${program.specialty}`.toLowerCase();
      return words.every((word) => haystack.includes(word));
    })
    .slice(0, MAX_PROGRAMS);
}

export const findProgram = (id: string): TrainingProgram | undefined =>
  programs.find((program) => program.id === id);
