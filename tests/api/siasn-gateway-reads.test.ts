import { describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { useApiContext } from '../helpers/api-context';
import { useSiasnSandbox } from '../helpers/siasn-sandbox';
import { TODAY } from '../helpers/siasn-province';

// What the gateway makes of SIASN's envelopes (siasn-protocol.md section 2), read from the sandbox.
useApiContext();
useSiasnSandbox({ today: TODAY });
const province = generateProvince({ today: TODAY });
const person = province.people[0];
const withoutChildren = province.people.find((p) => province.dataAnak(p.nip) === null);
// A well-formed NIP nobody in the province has.
const stranger = '199912312030121999';
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe('SIASN envelopes', () => {
  it('{code: 1, data} is found, with the data as sent', async () => {
    const answer = await getSiasnGateway().get(`/pns/data-utama/${person.nip}`);
    expect(answer).toEqual({ found: true, data: province.dataUtama(person.nip) });
  });

  it('a list comes as sent (oldest first as SIASN orders it)', async () => {
    const answer = await getSiasnGateway().get(`/pns/rw-golongan/${person.nip}`);
    expect(answer).toEqual({ found: true, data: province.rwGolongan(person.nip) });
  });

  it('404 {code: 0, data: "Data tidak ditemukan"} is not found, with data null', async () => {
    expect(province.findByNip(stranger)).toBeNull();
    expect(await getSiasnGateway().get(`/pns/data-utama/${stranger}`)).toEqual({ found: false, data: null });
    expect(await getSiasnGateway().get(`/pns/rw-jabatan/not-a-nip`)).toEqual({ found: false, data: null });
  });

  it('a person without children: data-anak is not found', async () => {
    expect(withoutChildren).toBeDefined();
    expect(await getSiasnGateway().get(`/pns/data-anak/${withoutChildren?.nip}`)).toEqual({ found: false, data: null });
  });

  it('an empty list is found, with []', async () => {
    const answer = await getSiasnGateway().get('/imut/simpeg/usulan/list', { query: { instansi_id: 'lain', limit: 10, offset: 0 } });
    expect(answer).toEqual({ found: true, count: 0, data: [] });
  });

  it('a page of a list carries its count', async () => {
    const answer = await getSiasnGateway().get('/referensi/ref-unor', { query: { limit: 10, offset: 0 } });
    expect(answer).toMatchObject({ found: true, count: province.refUnor().length });
    expect(answer.data).toHaveLength(10);
  });

  it('the reference API answers {results: [...]}: found, with the rows', async () => {
    const answer = await getSiasnGateway().get('/golongan/search', { api: 'ref', query: { limit: 100, offset: 0 } });
    expect(answer.found).toBe(true);
    expect(answer.data).toEqual(expect.arrayContaining([expect.objectContaining({ id: '31', nama: 'III/a' })]));
  });

  it('getBytes gives a photo with its content type, and null for an unknown PNS id', async () => {
    const photo = await getSiasnGateway().getBytes(`/pns/photo/${person.pnsId}`, { actor: null });
    expect(photo?.contentType).toBe('image/png');
    expect(photo?.bytes.subarray(0, 8).equals(PNG)).toBe(true);
    expect(await getSiasnGateway().getBytes(`/pns/photo/${'0'.repeat(32)}`)).toBeNull();
  });

  it('a path that climbs out of the API is refused before any call', async () => {
    await expect(getSiasnGateway().getBytes('/pns/photo/../../../oauth2/token')).rejects.toMatchObject({ code: 'SIASN_ERROR', status: 502 });
  });
});
