import { describe, expect, it } from 'vitest';
import { budgetLines } from '@/scripts/bench/budget';
import type { LighthouseResult } from '@/scripts/bench/lighthouse';
import { chosenLighthouseCases, LIGHTHOUSE_CASES } from '@/scripts/bench/lighthouse-cases';

const reading = (page: string, over: Partial<LighthouseResult> = {}): LighthouseResult => ({
  page,
  profile: 'mobile',
  score: 95,
  scores: { performance: 95 },
  totalBlockingTimeMs: 100,
  largestContentfulPaintMs: 1500,
  firstContentfulPaintMs: 900,
  cumulativeLayoutShift: 0,
  benchmarkIndex: 2000,
  busiestScripts: [],
  ...over,
});

const HOME = LIGHTHOUSE_CASES.find((c) => c.page === '/helpdesk')!;
const KP = LIGHTHOUSE_CASES.find((c) => c.page.startsWith('/helpdesk/layanan-siasn/kp'))!;
const lines = (l: LighthouseResult) => budgetLines({}, [l], LIGHTHOUSE_CASES);

describe('Lighthouse budget lines (issue 31)', () => {
  it('the public home is held to performance 90, accessibility 100 and SEO 95 on the mobile profile', () => {
    expect(HOME).toMatchObject({ as: 'visitor', profile: 'mobile', budget: { performance: 90, accessibility: 100, seo: 95 } });
    const ok = lines(reading('/helpdesk', { scores: { performance: 92, accessibility: 100, seo: 100 }, score: 92 }));
    expect(ok.map((l) => [l.line, l.ok])).toEqual([
      ['Lighthouse performance /helpdesk (mobile) ≥ 90', true],
      ['Lighthouse accessibility /helpdesk (mobile) ≥ 100', true],
      ['Lighthouse seo /helpdesk (mobile) ≥ 95', true],
    ]);
  });

  it('a category under its least score misses and names the failed audits', () => {
    const missed = lines(reading('/helpdesk', { scores: { performance: 90, accessibility: 96, seo: 92 }, score: 90, failedAudits: ['accessibility: color-contrast', 'seo: meta-description'] }));
    expect(missed.map((l) => l.ok)).toEqual([true, false, false]);
    expect(missed[1].actual).toBe('96 (failed: color-contrast)');
    expect(missed[2].actual).toBe('92 (failed: meta-description)');
  });

  it('the KP list is usable within 2.5 s on the desktop run; slower, or rows never shown, misses', () => {
    expect(KP).toMatchObject({ as: 'admin', profile: 'desktop', usable: { withinMs: 2_500 } });
    const at = (usableMs: number) => lines(reading(KP.page, { profile: 'desktop', usableMs }));
    expect(at(2_400).map((l) => [l.line, l.ok])).toEqual([[`Lighthouse ${KP.page} (desktop) usable ≤ 2500 ms`, true]]);
    expect(at(2_501)[0].ok).toBe(false);
    expect(at(-1)[0]).toMatchObject({ ok: false, actual: expect.stringMatching(/^rows never shown/) });
  });

  it('the ticket pages keep their performance line only', () => {
    expect(lines(reading('/helpdesk/tickets', { score: 89, scores: { performance: 89 } })).map((l) => [l.line, l.ok])).toEqual([
      ['Lighthouse performance /helpdesk/tickets (mobile) ≥ 90', false],
    ]);
  });
});

describe('which Lighthouse pages a run scores', () => {
  it('all of them, the first in a smoke run, none when --only leaves Lighthouse out, or the pages named', () => {
    expect(chosenLighthouseCases({ smoke: false })).toEqual(LIGHTHOUSE_CASES);
    expect(chosenLighthouseCases({ smoke: true })).toEqual(LIGHTHOUSE_CASES.slice(0, 1));
    expect(chosenLighthouseCases({ smoke: true, only: ['list'] })).toEqual([]);
    expect(chosenLighthouseCases({ smoke: true, only: ['lighthouse'] })).toEqual(LIGHTHOUSE_CASES);
    expect(chosenLighthouseCases({ smoke: true, only: ['lighthouse'], pages: ['/helpdesk'] })).toEqual([HOME]);
    expect(chosenLighthouseCases({ smoke: false, pages: ['/helpdesk/layanan-siasn/kp'] })).toEqual([KP]);
  });
});
