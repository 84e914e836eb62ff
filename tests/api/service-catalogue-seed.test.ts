import { asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, servicePages, subCategories } from '@/server/db/schema';
import { seedDemoReferences } from '@/server/db/seed/references';
import { seedDemoServicePages } from '@/server/db/seed/service-pages';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

describe('seedDemoServicePages', () => {
  it('seeds the eight services of the contract, published, each with content, requirements and its sub-category, once', async () => {
    await seedDemoReferences(ctx.db);
    await seedDemoServicePages(ctx.db);
    await seedDemoServicePages(ctx.db);
    const rows = await ctx.db
      .select({ page: servicePages, sub: subCategories.name, category: categories.name })
      .from(servicePages)
      .leftJoin(subCategories, eq(subCategories.id, servicePages.subCategoryId))
      .leftJoin(categories, eq(categories.id, subCategories.categoryId))
      .orderBy(asc(servicePages.sortOrder));
    expect(rows.map((r) => [r.page.slug, r.category, r.sub])).toEqual([
      ['kenaikan-pangkat', 'Kepangkatan dan Jabatan', 'Kenaikan Pangkat'],
      ['pensiun', 'Pensiun dan Pemberhentian', 'Pensiun BUP'],
      ['mutasi-pindah-instansi', 'Kepangkatan dan Jabatan', 'Mutasi dan Rotasi'],
      ['perbaikan-nama', 'SIASN', 'Peremajaan Data'],
      ['pencantuman-gelar', 'SIASN', 'Usulan Layanan'],
      ['kartu-pegawai', 'SIASN', 'Usulan Layanan'],
      ['cuti', 'SIASN', 'Usulan Layanan'],
      ['peninjauan-masa-kerja', 'SIASN', 'Usulan Layanan'],
    ]);
    for (const { page } of rows) {
      expect(page.isPublished).toBe(true);
      expect(page.summary.length).toBeLessThanOrEqual(300);
      expect(page.contentHtml).toContain('<h2>Ke mana mengajukan</h2>');
      expect(page.requirements.length).toBeGreaterThanOrEqual(5);
    }
    expect(rows[0].page.requirements).toEqual(expect.arrayContaining(['SK pangkat terakhir', 'SKP 2 tahun terakhir dengan predikat kinerja paling rendah Baik']));
  });

  it('leaves an edited catalogue alone: a deleted service does not come back', async () => {
    await ctx.db.delete(servicePages).where(eq(servicePages.slug, 'cuti'));
    await seedDemoServicePages(ctx.db);
    expect(await ctx.db.select().from(servicePages).where(eq(servicePages.slug, 'cuti'))).toEqual([]);
  });
});
