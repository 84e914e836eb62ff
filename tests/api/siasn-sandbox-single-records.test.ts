import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { SINGLE_RECORD_SECTIONS, generateProvince, type Row } from '../../sandboxes/siasn/data/index.mjs';
import { startSiasnSandbox, type SiasnSandbox } from '../../sandboxes/siasn/server.mjs';
import { TODAY } from '../helpers/siasn-province';
import { NIP, NOT_FOUND, STRANGER, UNKNOWN_RESOURCE, apiCall, postJson, tokensOf } from '../helpers/siasn-sandbox-http';
import { kindCasesFor, type KindCase } from '../helpers/siasn-sandbox-payloads';

// The SIASN sandbox's single-record reads (siasn-protocol.md 3, "Also called"; Corrections):
// `/{kind}/id/{rwId}` and `/jabatan/pns/{nip}`, with this sandbox's writes applied.
const province = generateProvince({ today: TODAY });

let sandbox: SiasnSandbox;
let headers: Record<string, string>;
let cases: KindCase[];

const api = (path: string, init: RequestInit = {}) => apiCall(sandbox, headers, path, init);
const rowId = (row: Row) => String(row.id ?? row.ID);

/** A generated row of the section from the first person who has one. */
function generatedRow(section: string): Row {
  const rows = province[section as 'rwJabatan'];
  for (const person of province.people) {
    const found = rows(person.nip);
    if (found?.length) return found[0];
  }
  throw new Error(`nobody has rows in ${section}`);
}

beforeAll(async () => {
  sandbox = await startSiasnSandbox({ port: 0, today: TODAY });
  headers = await tokensOf(sandbox);
  cases = await kindCasesFor(sandbox, headers, province);
});
afterAll(() => sandbox.close());
afterEach(() => sandbox.resetWrites());

describe('/{kind}/id/{rwId}', () => {
  it.each(Object.entries(SINGLE_RECORD_SECTIONS))('%s answers one generated row of %s as {code: 1, data}', async (kind, section) => {
    const row = generatedRow(section);
    expect(await api(`/${kind}/id/${rowId(row)}`)).toMatchObject({ status: 200, json: { code: 1, data: row } });
  }, 30_000);

  it('an id of another kind, or no row at all, is SIASN\'s not-found envelope; an unknown kind is the gateway\'s 404', async () => {
    const jabatan = rowId(province.rwJabatan(NIP)![0]);
    expect(await api(`/kursus/id/${jabatan}`)).toMatchObject({ status: 404, json: NOT_FOUND });
    expect(await api('/jabatan/id/00000000-0000-4000-8000-000000000000')).toMatchObject({ status: 404, json: NOT_FOUND });
    for (const path of [`/kinerjaperiodik/id/${jabatan}`, `/nothing/id/${jabatan}`, `/jabatan/id/${jabatan}/more`]) {
      expect(await api(path), path).toMatchObject({ status: 404, json: UNKNOWN_RESOURCE });
    }
    expect((await api(`/jabatan/id/${jabatan}`, { method: 'POST', body: '{}' })).status).toBe(405);
  });

  it('shows what a save stored, an update\'s change, and nothing after a delete', async () => {
    const c = cases.find((k) => k.kind === 'kursus')!;
    const saved = (await api('/kursus/save', postJson(c.payload))).json as { mapData: { rwKursusId: string } };
    const id = saved.mapData.rwKursusId;
    expect(await api(`/kursus/id/${id}`)).toMatchObject({ status: 200, json: { code: 1, data: { id, ...c.expected } } });
    await api('/kursus/save', postJson({ ...c.payload, ...c.change, id }));
    expect((await api(`/kursus/id/${id}`)).json).toMatchObject({ code: 1, data: { id, ...c.changed } });
    await api(`/kursus/delete/${id}`, { method: 'DELETE' });
    expect(await api(`/kursus/id/${id}`)).toMatchObject({ status: 404, json: NOT_FOUND });
  });

  it('skp22 (mapData a bare id) and penghargaan (ID) read back by the id the save answered', async () => {
    for (const kind of ['skp22', 'penghargaan']) {
      const c = cases.find((k) => k.kind === kind)!;
      const { mapData } = (await api(`/${kind}/save`, postJson(c.payload))).json as { mapData: string | Record<string, string> };
      const id = typeof mapData === 'string' ? mapData : mapData[c.mapKey!];
      expect(await api(`/${kind}/id/${id}`), kind).toMatchObject({ status: 200, json: { code: 1, data: { [c.idField]: id, ...c.expected } } });
    }
  });
});

describe('/jabatan/pns/{nip}', () => {
  it('answers the person\'s positions with this sandbox\'s writes; an unknown or malformed NIP is not found', async () => {
    expect(await api(`/jabatan/pns/${NIP}`)).toMatchObject({ status: 200, json: { code: 1, data: province.rwJabatan(NIP) } });
    const c = cases.find((k) => k.kind === 'jabatan')!;
    const { mapData } = (await api('/jabatan/save', postJson(c.payload))).json as { mapData: { rwJabatanId: string } };
    const rows = ((await api(`/jabatan/pns/${NIP}`)).json as { data: Row[] }).data;
    expect(rows.map(rowId)).toEqual([...province.rwJabatan(NIP)!.map(rowId), mapData.rwJabatanId]);
    for (const nip of [STRANGER, 'not-a-nip']) expect(await api(`/jabatan/pns/${nip}`), nip).toMatchObject({ status: 404, json: NOT_FOUND });
  });
});
