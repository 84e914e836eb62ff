import { z } from 'zod';
import { AppError } from '@/server/http/errors';
import { getSiasnGateway } from '@/server/gateways/siasn/client';
import { cachedRead } from '@/server/gateways/siasn/read-cache';
import { readDataUtama } from './read-section';

// Scores come as numeric texts (siasn-protocol.md section 3); the screen truncates them itself.
const Score = z.record(z.string(), z.unknown());

export interface IpAsnAnswer {
  nip: string;
  tahun: number;
  data: Record<string, unknown> | null;
  fetchedAt: string;
  stale: boolean;
}

/** The ASN index score of a NIP for a year (null when SIASN has none for that year). */
export async function readIpAsn({ nip, tahun, actor }: { nip: string; tahun: number; actor: number | null }): Promise<IpAsnAnswer> {
  await readDataUtama({ nip, actor });
  const read = await cachedRead(`${nip}:ip-asn:${tahun}`, async () => {
    const answer = await getSiasnGateway().get(`/pns/nilaiipasn/${nip}`, { actor, query: { tahun: String(tahun) } });
    if (!answer.found || answer.data == null) return null;
    const score = Score.safeParse(answer.data);
    if (!score.success) throw new AppError('SIASN_ERROR', 502);
    return score.data;
  });
  return { nip, tahun, data: read.value, fetchedAt: read.fetchedAt.toISOString(), stale: read.stale };
}
