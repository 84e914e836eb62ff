import { describe, expect, it } from 'vitest';
import { ZodError } from 'zod';
import { PIPELINE_SOURCES } from '@/server/pipelines/sources';

// What the pipeline syncs keep of a SIASN row (docs/personnel-admin.md 3).
describe('the pengadaan source', () => {
  const row = { id: 'p-1', nip: '198807202011012003', nama: 'Siti Aminah', periode: '2010', jenis_formasi_id: '01', jenis_formasi_nama: 'Umum', no_sk: '813/1/204/2011' };

  it('stores a row under the formation year it was synced for, the row as sent', () => {
    expect(PIPELINE_SOURCES.pengadaan.toRecord(row, { tahun: 2010 })).toEqual({
      tahun: 2010, id: 'p-1', nip: row.nip, nama: row.nama, jenisFormasiId: '01', jenisFormasiNama: 'Umum', noSk: row.no_sk, data: row,
    });
    expect(PIPELINE_SOURCES.pengadaan.toRecord({ ...row, periode: undefined }, { tahun: 2010 })).toMatchObject({ tahun: 2010, id: 'p-1' });
  });

  it('refuses a row of another periode: tahun is the formation year, which SIASN answers as periode', () => {
    expect(() => PIPELINE_SOURCES.pengadaan.toRecord({ ...row, periode: '2011' }, { tahun: 2010 })).toThrow(ZodError);
    expect(() => PIPELINE_SOURCES.pengadaan.toRecord({ ...row, periode: 2009 }, { tahun: 2010 })).toThrow(ZodError);
  });
});
