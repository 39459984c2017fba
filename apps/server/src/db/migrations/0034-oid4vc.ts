import { sql, type Kysely } from 'kysely';

/**
 * OpenID4VCI offers and OpenID4VP presentations (modules/oid4vc; decision 054).
 * - credential_offers: one single-use offer of one wallet credential to the clinician's own wallet: the
 *   SHA-256 of its pre-authorized code (never the code), when it expires and when it was redeemed; then the
 *   SHA-256 of the access token the code was exchanged for, its expiry and when it was used.
 * - oid4vci_nonces: the c_nonces handed out by the nonce endpoint (hashed), each used once.
 * - verifier_presentations: each presentation to an outside verifier, with only what was disclosed.
 * - organization_verifiers: the OpenID4VP client ids an organization's own verifier uses, so a request from it
 *   is checked against that organization's requirement (over-asking).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const statements = [
    sql`create table credential_offers (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      credential_id uuid not null references credentials (id) on delete cascade,
      code_hash text not null unique,
      expires_at timestamptz not null,
      redeemed_at timestamptz,
      token_hash text unique,
      token_expires_at timestamptz,
      token_used_at timestamptz,
      created_at timestamptz not null default now()
    )`,
    sql`create index credential_offers_user_idx on credential_offers (user_id, created_at desc)`,
    sql`create table oid4vci_nonces (
      nonce_hash text primary key,
      expires_at timestamptz not null,
      used_at timestamptz
    )`,
    sql`create index oid4vci_nonces_expiry_idx on oid4vci_nonces (expires_at)`,
    sql`create table verifier_presentations (
      id uuid primary key default gen_random_uuid(),
      user_id uuid not null references users (id) on delete cascade,
      client_id text not null,
      verifier_name text not null,
      subscriber_group_id uuid references subscriber_groups (id) on delete set null,
      response_uri text not null,
      nonce text not null,
      items jsonb not null,
      attestations jsonb not null,
      signature_name text not null,
      redirect_uri text,
      created_at timestamptz not null default now()
    )`,
    sql`create index verifier_presentations_user_idx on verifier_presentations (user_id, created_at desc)`,
    sql`create table organization_verifiers (
      client_id text primary key,
      subscriber_group_id uuid not null references subscriber_groups (id) on delete cascade,
      created_at timestamptz not null default now()
    )`,
  ];
  for (const statement of statements) await statement.execute(db);
}
