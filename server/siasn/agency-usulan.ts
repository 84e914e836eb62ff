import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { getSiasnConfig } from '@/server/gateways/siasn/config';
import { cachedRead, type CachedValue } from '@/server/gateways/siasn/read-cache';
import { parsed, Rows } from './section-loaders';

type Row = Record<string, unknown>;

const LIST_PATH = '/imut/simpeg/usulan/list';
/** The one cache entry of the agency's proposal list, shared by every reader (forget.ts drops it after a proposal is sent). */
export const AGENCY_USULAN_KEY = 'agency:usulan';
/** Pages of SIASN_LIST_PAGE_SIZE read at most per load (10,000 proposals at the default 100). */
export const MAX_USULAN_PAGES = 100;

/**
 * The agency's proposal list (siasn-protocol.md Corrections and 5): paged by limit/offset until a
 * page is short, at most MAX_USULAN_PAGES pages. It is everyone's proposals: SIASN takes no NIP
 * here, so none is sent and the rows are filtered on our side (readOwnUsulan).
 */
async function loadAgencyUsulan(actor: number | null): Promise<Row[]> {
  const gateway = getSiasnGateway();
  const limit = getSiasnConfig().SIASN_LIST_PAGE_SIZE;
  const rows: Row[] = [];
  for (let page = 0; page < MAX_USULAN_PAGES; page += 1) {
    const answer = await gateway.get(LIST_PATH, { actor, query: { limit: String(limit), offset: String(page * limit) } });
    const found = answer.found && answer.data != null ? parsed(Rows, answer.data) : [];
    rows.push(...found);
    if (found.length < limit) break;
  }
  return rows;
}

/**
 * A NIP's proposals: the rows of the agency list (cached once for everyone, fresh for
 * `freshSeconds`, default SIASN_CACHE_SECONDS, stale while SIASN is down) whose own `nip` is the
 * NIP; nobody else's row leaves here.
 */
export async function readOwnUsulan({ nip, actor, freshSeconds }: { nip: string; actor: number | null; freshSeconds?: number }): Promise<CachedValue<Row[]>> {
  const list = await cachedRead(AGENCY_USULAN_KEY, () => loadAgencyUsulan(actor), { freshSeconds });
  return { ...list, value: list.value.filter((row) => row.nip === nip) };
}
