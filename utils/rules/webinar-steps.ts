// A participant's webinar as numbered steps (issue 31): Daftar, Pretest, Hadir, Posttest, Survei,
// Sertifikat, each opening when its turn comes (docs/community.md section 4).
import type { WebinarProgress } from '@/utils/schemas/webinars';

export const WEBINAR_STEPS = ['register', 'pretest', 'attend', 'posttest', 'survey', 'certificate'] as const;
export type WebinarStep = (typeof WEBINAR_STEPS)[number];

/** done: finished; skipped: its time passed untaken (only the pretest can be); open: its turn; waiting: after the open one. */
export type StepState = 'done' | 'skipped' | 'open' | 'waiting';

interface Participation {
  registered: boolean;
  /** "Hadir" is possible now: from then on an untaken pretest no longer holds the way. */
  attendance_open: boolean;
  progress: WebinarProgress | null;
}

/** What each step has reached on its own, before the order is applied. */
function reached(step: WebinarStep, { registered, progress }: Participation): 'done' | 'skipped' | 'todo' {
  if (step === 'register') return registered ? 'done' : 'todo';
  if (!progress) return 'todo';
  switch (step) {
    case 'pretest':
      // The pretest closes when the series starts: a latecomer goes on without it.
      return progress.pretest ? 'done' : progress.pretest_open ? 'todo' : 'skipped';
    case 'attend':
      return progress.attended ? 'done' : 'todo';
    case 'posttest':
      return progress.posttest ? 'done' : 'todo';
    case 'survey':
      return progress.survey ? 'done' : 'todo';
    case 'certificate':
      return progress.certificate_ready ? 'done' : 'todo';
  }
}

/**
 * The state of every step in order: the first step not yet done (nor skipped) is open, the ones
 * after it wait. From 30 minutes before the start (when "Hadir" opens) an untaken pretest holds
 * the way no longer: it stays open beside "Hadir" until the start closes it.
 */
export function webinarSteps(participation: Participation): Record<WebinarStep, StepState> {
  let opened = false;
  const states = {} as Record<WebinarStep, StepState>;
  for (const step of WEBINAR_STEPS) {
    const own = reached(step, participation);
    if (opened) states[step] = own === 'skipped' ? 'skipped' : 'waiting';
    else if (own === 'todo') {
      states[step] = 'open';
      opened = !(step === 'pretest' && participation.attendance_open);
    } else states[step] = own;
  }
  return states;
}

/** The step to show first: the open one, else the last (all done: the certificate). */
export function currentStep(states: Record<WebinarStep, StepState>): WebinarStep {
  return WEBINAR_STEPS.find((step) => states[step] === 'open') ?? 'certificate';
}
