import type { CachedValue } from '@/server/gateways/siasn/read-cache';
import { readOwnUsulan } from './agency-usulan';
import { readStoredPengadaan } from './stored-pengadaan';

interface ListInput {
  nip: string;
  actor: number | null;
  freshSeconds?: number;
}

// Sections SIASN has no per-NIP read for (siasn-protocol.md 5): each is the NIP's part of an
// agency-wide list, filtered here by the row's own NIP, never by a parameter SIASN would ignore.
// Each answers with its own age (`fetchedAt`, `stale`) as a section does.
export const AGENCY_LIST_SECTIONS = {
  // The stored list of each formation year (the pengadaan sync), not SIASN live.
  'rw-pengadaan': ({ nip }: ListInput): Promise<CachedValue<unknown>> => readStoredPengadaan(nip),
  // SIASN's proposal list of the whole agency, read page by page and cached once for everyone.
  'inbox-usulan': (input: ListInput): Promise<CachedValue<unknown>> => readOwnUsulan(input),
} as const;

export type AgencyListSection = keyof typeof AGENCY_LIST_SECTIONS;

export const isAgencyListSection = (section: string): section is AgencyListSection => Object.hasOwn(AGENCY_LIST_SECTIONS, section);
