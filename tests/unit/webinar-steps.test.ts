import { describe, expect, it } from 'vitest';
import { currentStep, webinarSteps } from '@/utils/rules/webinar-steps';
import type { WebinarProgress } from '@/utils/schemas/webinars';
import { progress } from '../msw/handlers/webinars';

const SCORE = { correct: 1, total: 2, score: 50 };
const POSTTEST = { attempts_used: 1, attempts_left: 0, result: SCORE, feedback: [] };
const steps = (registered: boolean, p: WebinarProgress | null, attendance_open = false) => webinarSteps({ registered, attendance_open, progress: p });

describe('webinar steps in order', () => {
  it('opens Daftar first for someone not registered; every other step waits', () => {
    const states = steps(false, null);
    expect(states).toEqual({ register: 'open', pretest: 'waiting', attend: 'waiting', posttest: 'waiting', survey: 'waiting', certificate: 'waiting' });
    expect(currentStep(states)).toBe('register');
  });

  it('opens each step in its turn as the one before it is done', () => {
    expect(currentStep(steps(true, progress()))).toBe('pretest');
    expect(currentStep(steps(true, progress({ pretest: SCORE, pretest_open: false })))).toBe('attend');
    expect(currentStep(steps(true, progress({ pretest: SCORE, attended: true, posttest_open: true })))).toBe('posttest');
    expect(currentStep(steps(true, progress({ pretest: SCORE, attended: true, posttest: POSTTEST })))).toBe('survey');
    const done = steps(true, progress({ pretest: SCORE, attended: true, posttest: POSTTEST, survey: true, certificate_ready: true, missing: [] }));
    expect(Object.values(done).every((s) => s === 'done')).toBe(true);
    expect(currentStep(done)).toBe('certificate');
  });

  it('keeps a later step waiting even when its own part is done out of turn', () => {
    // Attendance marked by an admin before the pretest: the pretest is still the turn.
    const states = steps(true, progress({ attended: true }));
    expect(states.pretest).toBe('open');
    expect(states.attend).toBe('waiting');
  });

  it('lets a latecomer pass the closed pretest, and frees the way to Hadir once attendance opens', () => {
    expect(steps(true, progress({ pretest_open: false }))).toMatchObject({ pretest: 'skipped', attend: 'open' });
    // 30 minutes before the start: the pretest is still the turn, Hadir may be opened beside it.
    const early = steps(true, progress(), true);
    expect(early).toMatchObject({ pretest: 'open', attend: 'open', posttest: 'waiting' });
    expect(currentStep(early)).toBe('pretest');
  });

  it('leaves the certificate waiting until attendance, posttest and survey are all in', () => {
    const states = steps(true, progress({ pretest: SCORE, attended: true, posttest: POSTTEST, survey: false }));
    expect(states.survey).toBe('open');
    expect(states.certificate).toBe('waiting');
  });
});
