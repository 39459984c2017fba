import {
  configSetting,
  DEFAULT_RETENTION_DAYS,
  DEFAULT_VERIFICATION_WINDOW_DAYS,
  ORGANIZATION_CHECKED_TYPES,
  overAsking,
  REQUIRED_SHARE_FIELDS,
  requirementByType,
  paths as routePaths,
  SHARE_ATTESTATIONS,
  type ChecklistItem,
  type ShareChecklist,
  type ShareCredential,
  type ShareField,
} from '@credence/shared';
import { claimsOf } from '../credentials/portable';
import { VCT_CATALOGUE } from '../issuer/vct-catalogue';
import type { CandidateRow, OwnSubscription } from './sharing.repository';

// The pre-share checklist (001 §4: "not ready or ready"; issue 17): every credential type of the organization's
// requirement must be in the wallet, in force, reviewed, and verified within the organization's window (NCQA:
// 120 days by default); every task the organization marked required for share must be submitted. Pure: the
// service reads the rows and this decides.

const DAY_MS = 24 * 60 * 60 * 1000;
const USABLE = new Set(['added', 'pending_verification']);
const DONE_TASK = new Set(['submitted', 'completed']);

const iso = (value: Date | string | null) => (value ? new Date(value).toISOString() : null);
const dateOnly = (value: Date | string | null) =>
  value === null ? null : typeof value === 'string' ? value.slice(0, 10) : value.toISOString().slice(0, 10);

const positiveInt = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : fallback;

/** The organization's share settings from its requirement's application_config (`share` and `verification_window_days`). */
export function shareSettingsOf(config: unknown) {
  const cfg = (config && typeof config === 'object' ? config : {}) as Record<string, unknown>;
  const share = (cfg.share && typeof cfg.share === 'object' ? cfg.share : {}) as Record<string, unknown>;
  return {
    // Read through the application_config schema (1..365, decision 055), like the console's panel.
    windowDays: configSetting(config, 'verification_window_days') ?? DEFAULT_VERIFICATION_WINDOW_DAYS,
    retentionDays: positiveInt(share.retention_days, DEFAULT_RETENTION_DAYS),
    purpose:
      typeof share.purpose === 'string' && share.purpose.trim()
        ? share.purpose.trim()
        : 'Credentialing and privileging',
  };
}

/** The credential types a requirement lists (strings, or objects with a `type`), once each. */
export function requiredTypesOf(credentialSet: unknown): string[] {
  const list = Array.isArray(credentialSet) ? credentialSet : [];
  const types = list
    .map((entry) =>
      typeof entry === 'string'
        ? entry
        : entry && typeof entry === 'object' && typeof (entry as { type?: unknown }).type === 'string'
          ? (entry as { type: string }).type
          : null,
    )
    .filter((type): type is string => type !== null);
  return [...new Set(types)];
}

const visibleOf = (type: string): readonly string[] =>
  (VCT_CATALOGUE as Record<string, { visible: readonly string[] }>)[type]?.visible ?? [];

/**
 * A credential's claims as the disclosure screen lists them: always shown, required, or optional. `needed` is
 * what the requirement's entry for the type lists (null: every field): a field beyond it is over-asking and
 * optional, whatever REQUIRED_SHARE_FIELDS says, since the organization's own requirement does not need it.
 */
export function shareFieldsOf(
  row: Pick<CandidateRow, 'schema_name' | 'fields'>,
  needed: readonly string[] | null = null,
): ShareField[] {
  const claims = claimsOf((row.fields ?? {}) as Record<string, unknown>);
  const visible = visibleOf(row.schema_name);
  const required = (REQUIRED_SHARE_FIELDS[row.schema_name] ?? []).filter(
    (name) => needed === null || needed.includes(name),
  );
  return Object.entries(claims).map(([name, value]) => ({
    name,
    value: Array.isArray(value) ? value.map(String) : value === null ? null : String(value),
    disclosure: visible.includes(name) ? 'always' : required.includes(name) ? 'required' : 'optional',
  }));
}

type ItemStatus = ChecklistItem['status'];

function credentialItem(
  type: string,
  rows: CandidateRow[],
  now: Date,
  windowDays: number,
): { item: ChecklistItem; use: CandidateRow | null } {
  const base = { kind: 'credential' as const, key: type, verified_at: null, pending_identity: false };
  if ((ORGANIZATION_CHECKED_TYPES as readonly string[]).includes(type))
    return {
      item: { ...base, name: null, status: 'organization_checks', credential_id: null, fix: null },
      use: null,
    };
  const ofType = rows.filter((row) => row.schema_name === type);
  const usable = ofType.filter((row) => USABLE.has(row.status));
  const today = now.toISOString().slice(0, 10);
  const inForce = usable.filter((row) => {
    const expires = dateOnly(row.expires_on);
    return expires === null || expires >= today;
  });
  const best = inForce.find((row) => !row.needs_review) ?? inForce[0] ?? usable[0] ?? ofType[0];
  if (!best)
    return {
      item: {
        ...base,
        name: null,
        status: 'missing',
        credential_id: null,
        fix: { path: routePaths.credentials(), action: 'open' },
      },
      use: null,
    };
  const reverify = { path: routePaths.credentials(), action: 'reverify' as const };
  const review = { path: routePaths.verifiedSourceReview(), action: 'open' as const };
  let status: ItemStatus;
  let fix: ChecklistItem['fix'] = null;
  const expires = dateOnly(best.expires_on);
  const verifiedAt = best.verified_at ? new Date(best.verified_at).getTime() : null;
  if (best.status === 'offered') [status, fix] = ['needs_review', review];
  else if (best.status === 'revoked') [status, fix] = ['revoked', reverify];
  else if (best.status === 'suspended') [status, fix] = ['suspended', reverify];
  else if (best.status === 'disputed')
    [status, fix] = ['disputed', { path: routePaths.credentials(), action: 'open' }];
  else if (best.status === 'expired' || (expires !== null && expires < today))
    [status, fix] = ['expired', reverify];
  else if (!USABLE.has(best.status))
    [status, fix] = ['missing', { path: routePaths.credentials(), action: 'open' }];
  else if (best.needs_review) [status, fix] = ['needs_review', review];
  else if (verifiedAt === null || now.getTime() - verifiedAt > windowDays * DAY_MS)
    [status, fix] = ['stale', reverify];
  else status = 'ok';
  return {
    item: {
      ...base,
      name: best.name,
      status,
      credential_id: best.id,
      verified_at: iso(best.verified_at),
      pending_identity: best.awaiting_identity,
      fix,
    },
    use: status === 'ok' ? best : null,
  };
}

export interface ChecklistInput {
  subscription: OwnSubscription;
  credentials: CandidateRow[];
  tasks: { id: string; task_status: string; name: string }[];
  adoptedSignature: string | null;
  now: Date;
}

/** The checklist and the credentials a share would hold (each requirement type's best credential in force). */
export function buildChecklist(input: ChecklistInput): ShareChecklist & { rows: CandidateRow[] } {
  const { subscription, now } = input;
  const settings = shareSettingsOf(subscription.application_config);
  const items: ChecklistItem[] = [];
  const rows: CandidateRow[] = [];
  for (const type of requiredTypesOf(subscription.credential_set)) {
    const { item, use } = credentialItem(type, input.credentials, now, settings.windowDays);
    items.push(item);
    if (use) rows.push(use);
  }
  for (const task of input.tasks) {
    const done = DONE_TASK.has(task.task_status);
    items.push({
      kind: 'task',
      key: task.id,
      name: task.name,
      status: done ? 'ok' : 'todo',
      credential_id: null,
      verified_at: null,
      pending_identity: false,
      fix: done ? null : { path: routePaths.task(task.id), action: 'open' },
    });
  }
  const ready = items.every((item) => item.status === 'ok' || item.status === 'organization_checks');
  const credentialSet = Array.isArray(subscription.credential_set) ? subscription.credential_set : [];
  const needs = requirementByType(credentialSet);
  const credentials: ShareCredential[] = rows.map((row) => ({
    id: row.id,
    schema_name: row.schema_name,
    name: row.name,
    status: row.status,
    pending_identity: row.awaiting_identity,
    fields: shareFieldsOf(row, needs.get(row.schema_name) ?? null),
  }));
  // The share asks every claim of each credential; what the requirement does not list is flagged (the same
  // rule as an OpenID4VP request, decision 054).
  const over_asking = overAsking(
    credentialSet,
    credentials.map((credential) => ({
      type: credential.schema_name,
      fields: credential.fields.map((field) => field.name),
    })),
    visibleOf,
  );
  return {
    subscription_id: subscription.id,
    organization: { name: subscription.group_name, logo: subscription.group_logo },
    requirement_name: subscription.requirement_name ?? null,
    purpose: settings.purpose,
    retention_days: settings.retentionDays,
    window_days: settings.windowDays,
    ready,
    items,
    credentials,
    over_asking,
    attestations: [...SHARE_ATTESTATIONS],
    adopted_signature: input.adoptedSignature,
    rows,
  };
}
