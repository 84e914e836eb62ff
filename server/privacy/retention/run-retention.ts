import { inArray, lt } from 'drizzle-orm';
import { getConfig } from '@/server/config';
import { getDb } from '@/server/db';
import type { Database } from '@/server/db/client';
import { getLogger } from '@/server/log';
import { pruneUnusedUploads } from './prune-unused-uploads';
import { RETENTION_BATCH, RETENTION_RULES, type RetentionRule } from './retention-rules';

async function pruneRule(db: Database, rule: RetentionRule, days: number, now: Date): Promise<number> {
  const before = new Date(now.getTime() - days * 86_400_000);
  return db.transaction(async (tx) => {
    if (rule.allow) await tx.execute(rule.allow);
    const old = lt(rule.at, before);
    const which = rule.id ? inArray(rule.id, tx.select({ id: rule.id }).from(rule.table).where(old).orderBy(rule.at).limit(RETENTION_BATCH)) : old;
    const deleted = await tx.delete(rule.table).where(which).returning({ at: rule.at });
    return deleted.length;
  });
}

/** One retention round: each rule deletes a batch of what is older than its days. Returns the counts by rule. */
export async function runRetention(db: Database, now = new Date()): Promise<Record<string, number>> {
  const config = getConfig();
  const counts: Record<string, number> = {};
  for (const rule of RETENTION_RULES) counts[rule.name] = await pruneRule(db, rule, rule.days(config), now);
  counts.uploads = await pruneUnusedUploads(db, config.RETENTION_UNUSED_UPLOADS_DAYS, now);
  return counts;
}

/** Runs a round a minute after start, then every RETENTION_INTERVAL_MS, in the job worker's process. */
export function startRetention(): { stop(): void } {
  const round = () =>
    void (async () => {
      const counts = await runRetention(await getDb());
      if (Object.values(counts).some((n) => n > 0)) getLogger().info({ counts }, 'retention round');
    })().catch((err) => getLogger().warn({ err }, 'retention round failed'));
  const first = setTimeout(round, 60_000);
  const every = setInterval(round, getConfig().RETENTION_INTERVAL_MS);
  first.unref();
  every.unref();
  return { stop: () => (clearTimeout(first), clearInterval(every)) };
}

