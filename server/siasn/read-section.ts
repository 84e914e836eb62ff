import { AppError, notFound } from '@/server/http/errors';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { cachedRead, type CachedValue } from '@/server/gateways/siasn/read-cache';
import { isPersonnelSectionKey, type PersonnelSectionKey } from '@/utils/catalogue/personnel-sections';
import { AGENCY_LIST_SECTIONS, isAgencyListSection } from './agency-list-sections';
import { photoTypeOf } from './photo-type';
import { loadDataUtama, SECTION_LOADERS } from './section-loaders';

export interface SectionAnswer {
  section: PersonnelSectionKey;
  nip: string;
  data: unknown;
  fetchedAt: string;
  /** True when SIASN could not be reached and this is the last copy read (of `fetchedAt`). */
  stale: boolean;
}

interface ReadInput {
  nip: string;
  actor: number | null;
  /** A shorter fresh window than SIASN_CACHE_SECONDS, for screens that follow a change under way. */
  freshSeconds?: number;
}

type DataUtama = NonNullable<Awaited<ReturnType<typeof loadDataUtama>>>;

const answerOf = <T>(section: PersonnelSectionKey, nip: string, read: CachedValue<T>, data: unknown = read.value): SectionAnswer => ({
  section,
  nip,
  data,
  fetchedAt: read.fetchedAt.toISOString(),
  stale: read.stale,
});

/** Data utama through the read cache; an unknown NIP (also cached) is 404. */
export async function readDataUtama({ nip, actor, freshSeconds }: ReadInput): Promise<CachedValue<DataUtama>> {
  const read = await cachedRead(`${nip}:data-utama`, () => loadDataUtama({ gateway: getSiasnGateway(), nip, actor }), { freshSeconds });
  if (read.value === null) throw new AppError('NIP_NOT_FOUND', 404);
  return { ...read, value: read.value };
}

/**
 * One profile section of a NIP as the screens show it (docs/personnel.md, Portal API). The NIP
 * must exist in SIASN (data utama); each section is cached per NIP for SIASN_CACHE_SECONDS and
 * served stale, with its age, while SIASN cannot be reached. The sections drawn from agency lists
 * (agency-list-sections.ts) keep their own age.
 */
export async function readSection({ nip, actor, section, freshSeconds }: ReadInput & { section: string }): Promise<SectionAnswer> {
  if (!isPersonnelSectionKey(section)) throw notFound('Bagian data kepegawaian ini tidak dikenal');
  const utama = await readDataUtama({ nip, actor });
  if (isAgencyListSection(section)) return answerOf(section, nip, await AGENCY_LIST_SECTIONS[section]({ nip, actor, freshSeconds }));
  const load = () => SECTION_LOADERS[section]({ gateway: getSiasnGateway(), nip, actor, dataUtama: async () => utama.value });
  // Data utama and the biodata drawn from it share data utama's own cache entry.
  if (section === 'data-utama' || section === 'ubah-data') return answerOf(section, nip, utama, await load());
  return answerOf(section, nip, await cachedRead(`${nip}:${section}`, load, { freshSeconds }));
}

export interface Photo {
  bytes: Buffer;
  contentType: string;
}

/**
 * The photo SIASN keeps (by PNS id), cached like a section; 404 when SIASN has none. Only a PNG or
 * JPEG by its bytes is kept and served, with the type its bytes show (502, uncached, otherwise).
 */
export async function readPhoto({ nip, actor }: ReadInput): Promise<Photo> {
  const utama = await readDataUtama({ nip, actor });
  const read = await cachedRead(`${nip}:photo`, async () => {
    const photo = await getSiasnGateway().getBytes(`/pns/photo/${utama.value.id}`, { actor });
    return photo && { base64: photo.bytes.toString('base64'), contentType: await photoTypeOf(photo.bytes, photo.contentType) };
  });
  if (!read.value) throw notFound('SIASN tidak menyimpan foto untuk NIP ini');
  return { bytes: Buffer.from(read.value.base64, 'base64'), contentType: read.value.contentType };
}
