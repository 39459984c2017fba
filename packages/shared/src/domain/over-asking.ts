// The over-asking flag (issue 17; credentials.md §3; decision 054): a request that asks for more than the
// organization's requirement set lists is flagged on the disclosure screen, naming the extra items, and the
// clinician may leave them out. Both the in-app share and an OpenID4VP request are checked with this rule.

/**
 * One entry of a requirement's `credential_set`: a catalogue type (the organization needs that credential,
 * all its fields), or `{ type, fields? }` where `fields`, when given, lists the only fields it needs.
 */
export type RequirementEntry = string | { type: string; fields?: readonly string[] };
// An entry whose `fields` is empty needs every field: the console stores `fields: []` for "the type's defaults"
// (packages/shared/src/api/console-requirements.ts), not "no field at all".

/** What a request asks of one credential type: its fields (claim names). */
export interface RequestedCredential {
  type: string;
  fields: readonly string[];
}

/** What a request asks beyond the requirement: a whole type it does not list, or fields of a listed type. */
export interface ExtraRequest {
  type: string;
  /** True when the requirement does not list the type at all: every field asked of it is extra. */
  whole_credential: boolean;
  fields: string[];
}

/** The requirement's entries by type (strings and objects alike); an unreadable entry is ignored. */
export function requirementByType(credentialSet: readonly unknown[]): Map<string, readonly string[] | null> {
  const byType = new Map<string, readonly string[] | null>();
  for (const entry of credentialSet) {
    if (typeof entry === 'string') byType.set(entry, null);
    else if (entry && typeof entry === 'object' && typeof (entry as { type?: unknown }).type === 'string') {
      const { type, fields } = entry as { type: string; fields?: unknown };
      const named = Array.isArray(fields) ? fields.filter((f): f is string => typeof f === 'string') : [];
      const listed = named.length > 0 ? named : null;
      // The same type twice: the wider need wins (null = every field).
      const before = byType.get(type);
      if (!byType.has(type)) byType.set(type, listed);
      else if (before === null || before === undefined || listed === null) byType.set(type, null);
      else byType.set(type, [...before, ...listed]);
    }
  }
  return byType;
}

/**
 * The items a request asks for beyond the requirement's credential set, in the request's order. `alwaysShown`
 * names fields a credential of a type always shows (they go with any share of it and are not extra).
 */
export function overAsking(
  credentialSet: readonly unknown[],
  requested: readonly RequestedCredential[],
  alwaysShown: (type: string) => readonly string[] = () => [],
): ExtraRequest[] {
  const needs = requirementByType(credentialSet);
  const extras: ExtraRequest[] = [];
  for (const item of requested) {
    if (!needs.has(item.type)) {
      extras.push({ type: item.type, whole_credential: true, fields: [...item.fields] });
      continue;
    }
    const listed = needs.get(item.type);
    if (listed === null || listed === undefined) continue;
    const always = alwaysShown(item.type);
    const fields = item.fields.filter((field) => !listed.includes(field) && !always.includes(field));
    if (fields.length > 0) extras.push({ type: item.type, whole_credential: false, fields });
  }
  return extras;
}
