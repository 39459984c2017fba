import type { Kysely } from 'kysely';
import type { Adapter, AdapterPayload } from 'oidc-provider';
import type { Database } from '../../db/schema';
import type { Clock } from '../../lib/clock';
import { consumeModel, destroyModel, findModel, revokeModelsByGrant, upsertModel } from './oidc.repository';

/**
 * oidc-provider's storage: every model (Session, Grant, AuthorizationCode, RefreshToken, Interaction ...)
 * in the oidc_models table, so that several instances share sessions and tokens.
 */
export function createAdapterClass(db: Kysely<Database>, clock: Clock) {
  return class KyselyAdapter implements Adapter {
    constructor(readonly name: string) {}

    async upsert(id: string, payload: AdapterPayload, expiresIn?: number): Promise<void> {
      await upsertModel(db, {
        model: this.name,
        id,
        payload: payload as Record<string, unknown>,
        grantId: this.name === 'Grant' ? id : (payload.grantId ?? null),
        userCode: payload.userCode ?? null,
        uid: payload.uid ?? null,
        expiresAt: expiresIn ? new Date(clock().getTime() + expiresIn * 1000) : null,
      });
    }

    private async findBy(column: 'id' | 'uid' | 'user_code', value: string) {
      const row = await findModel(db, this.name, { column, value }, clock());
      if (!row) return undefined;
      const payload = row.payload as AdapterPayload;
      if (!row.consumed_at) return payload;
      return { ...payload, consumed: Math.floor(new Date(row.consumed_at).getTime() / 1000) };
    }

    find(id: string) {
      return this.findBy('id', id);
    }
    findByUid(uid: string) {
      return this.findBy('uid', uid);
    }
    findByUserCode(userCode: string) {
      return this.findBy('user_code', userCode);
    }
    async consume(id: string) {
      await consumeModel(db, this.name, id, clock());
    }
    async destroy(id: string) {
      await destroyModel(db, this.name, id);
    }
    async revokeByGrantId(grantId: string) {
      await revokeModelsByGrant(db, this.name, grantId);
    }
  };
}
