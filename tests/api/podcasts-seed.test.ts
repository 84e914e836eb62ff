import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileTypeFromBuffer } from 'file-type';
import { asc } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { podcasts } from '@/server/db/schema';
import { seedDemoPodcasts } from '@/server/db/seed/podcasts';
import { seedDemoUsers } from '@/server/db/seed/users';
import { useTemporaryUploadDir } from '../helpers/podcasts-fixtures';
import { useApiContext } from '../helpers/api-context';

const uploads = useTemporaryUploadDir();
const ctx = useApiContext();

describe('seedDemoPodcasts', () => {
  it('seeds two published episodes with real WAV audio and one draft, once', async () => {
    await seedDemoUsers(ctx.db);
    await seedDemoPodcasts(ctx.db);
    await seedDemoPodcasts(ctx.db);
    const rows = await ctx.db.select().from(podcasts).orderBy(asc(podcasts.episode));
    expect(rows.map((r) => [r.episode, r.isPublished])).toEqual([
      [1, true],
      [2, true],
      [3, false],
    ]);
    for (const row of rows.filter((r) => r.isPublished)) {
      const bytes = await readFile(path.join(uploads.dir, row.audioFile ?? ''));
      expect(await fileTypeFromBuffer(bytes)).toEqual({ ext: 'wav', mime: 'audio/wav' });
      expect([row.audioMime, row.audioSize]).toEqual(['audio/wav', bytes.length]);
    }
    expect(rows[2].audioFile).toBeNull();
  });
});
