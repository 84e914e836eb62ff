import { z } from 'zod';
import type { ConnectionLine } from '@/utils/schemas/connections';
import { BankProduct } from '@/utils/schemas/bank';
import { getBankConfig, isBankReady, missingBankConfig } from '../bank/config';
import { notConfigured, runLine } from './line';

const META = { service: 'bank', label: 'Bank: daftar produk' };

/** The product list, as the bank client reads it (`data`: products), without its cache or call log. */
export async function probeBank(): Promise<ConnectionLine[]> {
  const config = getBankConfig();
  if (!isBankReady(config)) return [notConfigured(META, missingBankConfig(config))];
  const url = new URL('products', config.BANK_API_BASE.replace(/\/?$/, '/'));
  const headers = { accept: 'application/json', 'x-partner-id': config.BANK_PARTNER_ID, 'x-api-key': config.BANK_API_KEY };
  const { line } = await runLine(META, async (probe) => {
    const answer = await probe.send(url, { headers, timeoutMs: config.BANK_TIMEOUT_MS });
    probe.accept(answer, 'kunci API bank');
    return probe.shape(z.object({ data: z.array(BankProduct) }), answer.json);
  });
  return [line];
}
