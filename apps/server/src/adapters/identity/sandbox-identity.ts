import { randomUUID } from 'node:crypto';
import { AdapterError } from '../http';
import type { IdentityAdapter, IdentityCheckStatus } from './identity-types';

const SOURCE = 'identity';

/**
 * The documented test inputs (README.md): the applicant's last name decides the outcome. Anyone else stays
 * pending, because an offline check cannot vouch for a real person and must never pretend to.
 */
export function sandboxOutcome(lastName: string): IdentityCheckStatus {
  const name = lastName.trim().toLowerCase();
  if (name.startsWith('pass')) return 'finished';
  if (name.startsWith('fail')) return 'invalid';
  return 'pending';
}

// The outcome travels inside the ids, so any server instance answers getCheck without shared memory.
const ID_PATTERN = /^sandbox_(applicant|check)_(finished|invalid|pending)_[0-9a-f-]{36}$/;

function parseId(id: string, kind: 'applicant' | 'check'): IdentityCheckStatus {
  const match = ID_PATTERN.exec(id);
  if (!match || match[1] !== kind) throw new AdapterError('adapter.not-found', SOURCE, `unknown ${kind} id`);
  return match[2] as IdentityCheckStatus;
}

export function createSandboxIdentityAdapter(): IdentityAdapter {
  return {
    mode: 'sandbox',
    async createApplicant(person) {
      return { applicantId: `sandbox_applicant_${sandboxOutcome(person.lastName)}_${randomUUID()}` };
    },
    async startCheck(applicantId) {
      const outcome = parseId(applicantId, 'applicant');
      // A real provider answers "in progress" first; the outcome shows on the next getCheck.
      return { checkId: `sandbox_check_${outcome}_${randomUUID()}`, status: 'pending' };
    },
    async getCheck(checkId) {
      return { checkId, status: parseId(checkId, 'check') };
    },
  };
}
