import { z } from 'zod';
import type { ConnectionLine } from '@/utils/schemas/connections';
import { EmployeeRowSchema } from '@/utils/schemas/agency-employees';
import { getAgencyConfig, missingAgencyConfig } from '../agency/config';
import { notConfigured, runLine } from './line';

const META = { service: 'agency', label: 'Gateway instansi: daftar pegawai' };

/** One row of the employee list (the employees sync's read), validated as the sync validates it. */
export async function probeAgency(): Promise<ConnectionLine[]> {
  const config = getAgencyConfig();
  const missing = missingAgencyConfig(config);
  if (missing.length) return [notConfigured(META, missing)];
  const url = new URL(`${(config.AGENCY_API_BASE ?? '').replace(/\/+$/, '')}/pegawai?limit=1&offset=0`);
  const { line } = await runLine(META, async (probe) => {
    const answer = await probe.send(url, { headers: { Accept: 'application/json', 'X-Api-Key': config.AGENCY_API_KEY ?? '' }, timeoutMs: config.AGENCY_TIMEOUT_MS });
    probe.accept(answer, 'kunci API instansi');
    return probe.shape(z.object({ data: z.array(EmployeeRowSchema), count: z.number().int().nonnegative() }), answer.json);
  });
  return [line];
}
