// Storage for oidc-provider's models (sessions, interactions, codes, tokens, grants). Memory is
// enough for a sandbox: a restart signs everybody out, like an IdP restart would. Each issuer gets
// its own store, so one issuer can never find another's artefacts.

// Tokens that die with their grant (logout, account switch). Interactions also carry a grantId
// but must survive: an account switch revokes the old grant in the middle of the interaction.
const GRANT_BOUND = new Set(['AccessToken', 'AuthorizationCode']);

export function createMemoryAdapter() {
  const records = new Map(); // "Model:id" -> { payload, expiresAt }
  const sessionIdByUid = new Map();
  const keysByGrant = new Map(); // grantId -> Set of "Model:id", for revokeByGrantId

  function read(key) {
    const record = records.get(key);
    if (!record) return undefined;
    if (record.expiresAt !== undefined && record.expiresAt <= Date.now()) {
      records.delete(key);
      return undefined;
    }
    return record.payload;
  }

  return class MemoryAdapter {
    constructor(model) {
      this.model = model;
    }

    key(id) {
      return `${this.model}:${id}`;
    }

    async upsert(id, payload, expiresIn) {
      const expiresAt = expiresIn ? Date.now() + expiresIn * 1000 : undefined;
      records.set(this.key(id), { payload, expiresAt });
      if (this.model === 'Session') sessionIdByUid.set(payload.uid, id);
      if (payload.grantId && GRANT_BOUND.has(this.model)) {
        if (!keysByGrant.has(payload.grantId)) keysByGrant.set(payload.grantId, new Set());
        keysByGrant.get(payload.grantId).add(this.key(id));
      }
    }

    async find(id) {
      return read(this.key(id));
    }

    async findByUid(uid) {
      const id = sessionIdByUid.get(uid);
      return id === undefined ? undefined : this.find(id);
    }

    async consume(id) {
      const payload = read(this.key(id));
      if (payload) payload.consumed = Math.floor(Date.now() / 1000);
    }

    async destroy(id) {
      const payload = read(this.key(id));
      if (payload?.uid && this.model === 'Session') sessionIdByUid.delete(payload.uid);
      records.delete(this.key(id));
    }

    async revokeByGrantId(grantId) {
      for (const key of keysByGrant.get(grantId) ?? []) records.delete(key);
      keysByGrant.delete(grantId);
    }
  };
}
