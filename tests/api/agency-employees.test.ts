import { afterEach, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { generateProvince } from '../../sandboxes/siasn/data/index.mjs';
import { fetchEmployeePage, toEmployeeRecord } from '@/server/agency/employees';
import { employees } from '@/server/db/schema/personnel-admin';
import { useApiContext } from '../helpers/api-context';
import { useAgencySandbox } from '../helpers/agency-sandbox';
import { DEMO_NIP } from '../helpers/personnel-fixtures';
import { TODAY } from '../helpers/siasn-province';

// server/agency/employees.ts against the agency sandbox: the pages the employees sync reads
// (docs/personnel-admin.md section 4) and the rows it stores.
const ctx = useApiContext();
const agency = useAgencySandbox({ today: TODAY, employeeRows: 3_000 });
const province = generateProvince({ today: TODAY });

afterEach(() => {
  agency.sandbox.resetFaults();
  delete process.env.AGENCY_TIMEOUT_MS;
});

describe('fetchEmployeePage', () => {
  it("reads a page of the agency's employees, validated, with the list's total", async () => {
    const first = await fetchEmployeePage({ offset: 0, limit: 100 });
    expect(first.count).toBe(3_000);
    expect(first.rows).toHaveLength(100);
    const next = await fetchEmployeePage({ offset: 100, limit: 100 });
    expect(next.rows[0].nip > first.rows[99].nip).toBe(true);
    expect((await fetchEmployeePage({ offset: 2_990, limit: 100 })).rows).toHaveLength(10);
  });

  it('throws AGENCY_ERROR 502 for a broken answer and AGENCY_TIMEOUT 504 for a slow one', async () => {
    agency.sandbox.setFaults({ body: 'malformed', pathPrefix: '/pegawai' });
    await expect(fetchEmployeePage({ offset: 0, limit: 10 })).rejects.toMatchObject({ code: 'AGENCY_ERROR', status: 502 });
    process.env.AGENCY_TIMEOUT_MS = '300';
    agency.sandbox.setFaults({ latencyMs: 1_500 });
    await expect(fetchEmployeePage({ offset: 0, limit: 10 })).rejects.toMatchObject({ code: 'AGENCY_TIMEOUT', status: 504 });
  });

  it('throws AGENCY_ERROR for a page the agency refuses (a limit past its 1,000)', async () => {
    await expect(fetchEmployeePage({ offset: 0, limit: 5_000 })).rejects.toMatchObject({ code: 'AGENCY_ERROR' });
  });
});

describe('toEmployeeRecord', () => {
  it('maps a row to the employees table: the list columns, and the row itself in data', async () => {
    const { rows } = await fetchEmployeePage({ offset: 0, limit: 1_000 });
    const utama = province.dataUtama(DEMO_NIP.admin)!;
    let row = rows.find((r) => r.nip === DEMO_NIP.admin);
    for (let offset = 1_000; !row; offset += 1_000) row = (await fetchEmployeePage({ offset, limit: 1_000 })).rows.find((r) => r.nip === DEMO_NIP.admin);
    const record = toEmployeeRecord(row);
    expect(record).toMatchObject({
      nip: DEMO_NIP.admin,
      jenisPegawai: 'PNS',
      golongan: utama.golRuangAkhir,
      jabatan: utama.jabatanNama,
      unorId: utama.unorId,
      unorNama: utama.unorNama,
      opdId: String(utama.unorIndukId),
      opdNama: String(utama.unorIndukNama),
      data: row,
    });
    await ctx.db.insert(employees).values(rows.map(toEmployeeRecord));
    const [stored] = await ctx.db.select().from(employees).where(eq(employees.nip, rows[0].nip));
    expect(stored).toMatchObject({ nama: rows[0].nama, jenisPegawai: rows[0].jenis_pegawai, opdNama: rows[0].opd_nama, data: rows[0] });
  });
});
