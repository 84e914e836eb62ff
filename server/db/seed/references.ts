import type { Database } from '../client';
import { categories, subCategories } from '../schema';

// Demo categories of questions the agency receives; admins manage the real list in the portal.
const DEMO_CATEGORIES: { name: string; description: string; subs: [string, number][] }[] = [
  {
    name: 'Kepangkatan dan Jabatan',
    description: 'Kenaikan pangkat, mutasi dan jabatan fungsional',
    subs: [['Kenaikan Pangkat', 72], ['Mutasi dan Rotasi', 120], ['Jabatan Fungsional', 96]],
  },
  {
    name: 'SIASN',
    description: 'Data kepegawaian di Sistem Informasi ASN',
    subs: [['Peremajaan Data', 48], ['Login dan Akun SIASN', 24], ['Usulan Layanan', 72]],
  },
  {
    name: 'Kinerja',
    description: 'SKP dan penilaian kinerja',
    subs: [['Penyusunan SKP', 48], ['Penilaian Kinerja Periodik', 72]],
  },
  {
    name: 'Pengadaan ASN',
    description: 'Seleksi CPNS dan PPPK',
    subs: [['Seleksi CPNS', 48], ['Seleksi PPPK', 48]],
  },
  {
    name: 'Pensiun dan Pemberhentian',
    description: 'Batas usia pensiun dan pemberhentian',
    subs: [['Pensiun BUP', 120], ['Pemberhentian', 120]],
  },
];

/** Idempotent: categories are matched by their unique name, sub-categories only added with a new category. */
export async function seedDemoReferences(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(categories)
      .values(DEMO_CATEGORIES.map(({ name, description }) => ({ name, description })))
      .onConflictDoNothing({ target: categories.name })
      .returning({ id: categories.id, name: categories.name });
    const rows = inserted.flatMap(({ id, name }) =>
      (DEMO_CATEGORIES.find((c) => c.name === name)?.subs ?? []).map(([subName, hours]) => ({
        categoryId: id,
        name: subName,
        durationTargetHours: hours,
      })),
    );
    if (rows.length) await tx.insert(subCategories).values(rows);
  });
}
