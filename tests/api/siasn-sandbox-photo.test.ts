import { fileTypeFromBuffer } from 'file-type';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { PHOTO_HEIGHT, PHOTO_WIDTH, photoType } from '../../sandboxes/siasn/photo.mjs';
import { startSiasnSandbox, type SiasnSandbox } from '../../sandboxes/siasn/server.mjs';
import { TODAY } from '../helpers/siasn-province';
import { tokensOf } from '../helpers/siasn-sandbox-http';

// /pns/photo/{pnsId} as SIASN keeps photos (protocol 3, Corrections): JPEG (what its clients
// upload) for some people, PNG for others, decided by the PNS id. The PNG itself:
// siasn-sandbox.test.ts.
const province = generateProvince({ today: TODAY });
const jpegPeople = province.people.filter((p) => photoType(p.pnsId) === 'image/jpeg');

let sandbox: SiasnSandbox;
let headers: Record<string, string>;

async function photo(pnsId: string) {
  const res = await fetch(`${sandbox.env.SIASN_API_BASE}/pns/photo/${pnsId}`, { headers });
  return { status: res.status, type: res.headers.get('content-type'), bytes: Buffer.from(await res.arrayBuffer()) };
}

/** The JPEG's marker segments up to the scan: [marker, body] (T.81 B.1). */
function segments(bytes: Buffer): [number, Buffer][] {
  const found: [number, Buffer][] = [];
  for (let at = 2; ;) {
    const marker = bytes.readUInt16BE(at);
    const length = bytes.readUInt16BE(at + 2);
    found.push([marker, bytes.subarray(at + 4, at + 2 + length)]);
    if (marker === 0xffda) return found;
    at += 2 + length;
  }
}

beforeAll(async () => {
  sandbox = await startSiasnSandbox({ port: 0, today: TODAY });
  headers = await tokensOf(sandbox);
});
afterAll(() => sandbox.close());

describe('photos as SIASN keeps them', () => {
  it('some people\'s photos are JPEG and the others\' PNG, each answered with its own Content-Type', async () => {
    const share = jpegPeople.length / province.people.length;
    expect(share).toBeGreaterThan(0.2);
    expect(share).toBeLessThan(0.8);
    for (const person of province.people.slice(0, 12)) {
      const answer = await photo(person.pnsId);
      const expected = photoType(person.pnsId);
      expect(answer.type, person.nip).toBe(expected);
      expect((await fileTypeFromBuffer(answer.bytes))?.mime, person.nip).toBe(expected);
    }
  });

  it('a JPEG photo is a baseline JPEG of 240x320 in three components, the same bytes for the same person', async () => {
    const [first, second] = jpegPeople;
    const answer = await photo(first.pnsId);
    expect(answer).toMatchObject({ status: 200, type: 'image/jpeg' });
    const { bytes } = answer;
    expect([bytes.readUInt16BE(0), bytes.readUInt16BE(bytes.length - 2)]).toEqual([0xffd8, 0xffd9]);
    const found = segments(bytes);
    expect(found.map(([marker]) => marker.toString(16))).toEqual(['ffe0', 'ffdb', 'ffc0', 'ffc4', 'ffda']);
    const frame = found[2][1];
    expect([frame[0], frame.readUInt16BE(1), frame.readUInt16BE(3), frame[5]]).toEqual([8, PHOTO_HEIGHT, PHOTO_WIDTH, 3]);
    expect((await photo(first.pnsId)).bytes.equals(bytes)).toBe(true);
    expect((await photo(second.pnsId)).bytes.equals(bytes)).toBe(false);
  });
});
