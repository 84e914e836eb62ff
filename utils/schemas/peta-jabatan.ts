import { z } from 'zod';

// Job maps (peta jabatan, docs/personnel-admin.md section 6): the portal's query, and the unit's
// map as the agency gateway sends it (`GET /perencanaan/peta-jabatan?unor_id=`), which the server
// validates and the screens read (with the time the portal fetched it).

export const JENIS_JABATAN = ['struktural', 'fungsional', 'pelaksana'] as const;

/** No unit: the province's top units. Unit ids are SIASN's (hex or UUID). */
export const PetaJabatanQuerySchema = z.object({
  unorId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'ID unit organisasi tidak valid').optional(),
});

export const PetaJabatanSchema = z.object({
  unor: z.object({ id: z.string(), nama: z.string() }),
  jabatan: z.array(
    z.object({
      id: z.string(),
      nama: z.string(),
      jenis: z.enum(JENIS_JABATAN),
      kelas: z.number().int().min(1).max(17),
      /** Positions needed. */
      kebutuhan: z.number().int().nonnegative(),
      /** Positions held. */
      bezetting: z.number().int().nonnegative(),
    }),
  ),
  children: z.array(z.object({ id: z.string(), nama: z.string(), hasChildren: z.boolean() })),
});

export type PetaJabatanQuery = z.infer<typeof PetaJabatanQuerySchema>;
export type JenisJabatan = (typeof JENIS_JABATAN)[number];
export type PetaJabatanData = z.infer<typeof PetaJabatanSchema>;
export type PetaJabatanPosition = PetaJabatanData['jabatan'][number];
export type PetaJabatanChild = PetaJabatanData['children'][number];

/** `GET /siasn/ws/perencanaan/peta-jabatan`: the map and when the portal fetched it from the agency (ISO). */
export type PetaJabatan = PetaJabatanData & { fetchedAt: string };
