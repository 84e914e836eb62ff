import { z } from 'zod';
import { CasnScoreSchema, type CasnScores } from '@/utils/schemas/casn';
import { cachedCasn, casnGateway } from './casn-gateway';
import { AppError } from '@/server/http/errors';

/** `GET /web/nilai-casn`: every score announcement (one tab each) with its columns and rows. */
export async function readScores(): Promise<CasnScores> {
  const data = await cachedCasn('nilai', () => casnGateway().get('/vendor/casn/nilai', z.array(CasnScoreSchema).max(50)));
  // A list has no "none": a not-found there is a wrong path.
  if (!data) throw new AppError('CASN_ERROR', 502);
  return { data };
}
