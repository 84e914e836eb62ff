import { describe, expect, it } from 'vitest';
import { webinarQuizItems, webinarSeries } from '@/server/db/schema';
import { seedDemoWebinars } from '@/server/db/seed/webinars';
import { useApiContext } from '../helpers/api-context';

const ctx = useApiContext();

describe('demo webinars', () => {
  it('seed one published ASN series open for registration and one draft, each with 3-5 quiz items, once', async () => {
    await seedDemoWebinars(ctx.db);
    await seedDemoWebinars(ctx.db);
    const series = await ctx.db.select().from(webinarSeries);
    expect(series.map((s) => [s.status, s.registrationOpen, s.allowedGroups])).toEqual([
      ['published', true, ['MASTER']],
      ['draft', false, ['MASTER']],
    ]);
    expect(series.every((s) => s.startsAt > new Date() && s.endsAt > s.startsAt && s.descriptionHtml.startsWith('<p>'))).toBe(true);
    const items = await ctx.db.select().from(webinarQuizItems);
    for (const s of series) {
      const own = items.filter((i) => i.webinarId === s.id);
      expect(own.length).toBeGreaterThanOrEqual(3);
      expect(own.length).toBeLessThanOrEqual(5);
      expect(own.every((i) => i.answers.length >= 2 && i.answers.length <= 5 && i.correct <= i.answers.length)).toBe(true);
    }
  });
});
