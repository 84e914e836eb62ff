import { describe, expect, it } from 'vitest';
import { referencesOf, ROW_REFERENCES } from '@/server/siasn/writes/row-references';
import { photoTypeOf } from '@/server/siasn/photo-type';
import { TINY_PNG } from '../helpers/tiny-png';
import { validInputs } from '../helpers/personnel-write-inputs';

// The portal's own checks before it forwards or serves what SIASN gives (docs/personnel-writes.md
// "Checked before SIASN").

describe('row references of a save', () => {
  const inputs = validInputs('UNOR-1');

  it("angka kredit's rwJabatanId names a jabatan row; an empty one names none", () => {
    expect(ROW_REFERENCES.angkakredit).toEqual([{ field: 'rwJabatanId', kind: 'jabatan' }]);
    expect(referencesOf('angkakredit', { ...inputs.angkakredit, rwJabatanId: 'abc-1' })).toEqual([{ field: 'rwJabatanId', kind: 'jabatan', id: 'abc-1' }]);
    expect(referencesOf('angkakredit', { ...inputs.angkakredit, rwJabatanId: '' })).toEqual([]);
    expect(referencesOf('angkakredit', inputs.angkakredit)).toEqual([]);
  });

  it('a kind without references names none', () => {
    expect(referencesOf('diklat', inputs.diklat)).toEqual([]);
  });
});

describe('photo bytes', () => {
  // The smallest JPEG file-type recognises: SOI, an APP0/JFIF segment.
  const JPEG = Buffer.from('ffd8ffe000104a46494600010100000100010000ffd9', 'hex');

  it('a PNG and a JPEG are served with the type their bytes show, whatever SIASN claimed', async () => {
    expect(await photoTypeOf(TINY_PNG, 'application/octet-stream')).toBe('image/png');
    expect(await photoTypeOf(JPEG, 'image/png')).toBe('image/jpeg');
  });

  it.each([
    ['an HTML error page', Buffer.from('<!DOCTYPE html><html><body>502</body></html>')],
    ['a GIF', Buffer.from('474946383961010001000000002c00000000010001000002', 'hex')],
    ['a PDF', Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF', 'latin1')],
    ['nothing', Buffer.alloc(0)],
  ])('%s is a 502 SIASN_ERROR', async (_label, bytes) => {
    await expect(photoTypeOf(bytes, 'image/png')).rejects.toMatchObject({ code: 'SIASN_ERROR', status: 502 });
  });
});
