// Webinar rules shared by the server and the pages (docs/community.md section 4).

export const MIN_ANSWERS = 2;
export const MAX_ANSWERS = 5;
/** `answer{n}-{itemId}` (spec section 3), n from 1 to 5. */
export const ANSWER_KEY = /^answer([1-5])-([1-9]\d{0,9})$/;

export const answerKey = (n: number, itemId: number) => `answer${n}-${itemId}`;

/** The answer number a key names for this item, or null when it names another item or none. */
export function answerNumber(key: string | undefined, itemId: number): number | null {
  const match = key === undefined ? null : ANSWER_KEY.exec(key);
  if (!match || Number(match[2]) !== itemId) return null;
  return Number(match[1]);
}

export interface ScoredItem {
  id: number;
  correct: number;
}

/** Every item counts; an unanswered one, or an answer keyed to another item, is wrong. Score 0-100, rounded. */
export function scoreQuiz(items: readonly ScoredItem[], answers: Readonly<Record<string, string>>) {
  const correct = items.filter((item) => answerNumber(answers[String(item.id)], item.id) === item.correct).length;
  const total = items.length;
  return { correct, total, score: total === 0 ? 0 : Math.round((correct / total) * 100) };
}

/** The wire shape of an item; `correctAnswer` only when `withCorrect` (admins). */
export function toWireItem(item: { id: number; question: string; answers: readonly string[]; correct: number }, withCorrect: boolean) {
  const wire: Record<string, string | number> = { id: item.id, question: item.question };
  item.answers.forEach((answer, i) => {
    wire[answerKey(i + 1, item.id)] = answer;
  });
  if (withCorrect) wire.correctAnswer = answerKey(item.correct, item.id);
  return wire;
}

/** The answers of a wire item in order, as `{ key, text }`. */
export function wireAnswers(item: Record<string, unknown> & { id: number }): { key: string; text: string }[] {
  const found: { key: string; text: string }[] = [];
  for (let n = 1; n <= MAX_ANSWERS; n += 1) {
    const key = answerKey(n, item.id);
    if (typeof item[key] === 'string') found.push({ key, text: item[key] as string });
  }
  return found;
}

/** The pretest is taken before the series starts, and never once a posttest exists (it would score the key). */
export const pretestOpen = (startsAt: Date | string, posttestTaken: boolean, now = new Date()) => !posttestTaken && now.getTime() < new Date(startsAt).getTime();

/** "Hadir" opens 30 minutes before the start and closes at the end. */
export const ATTENDANCE_LEAD_MINUTES = 30;
export function attendanceOpen(startsAt: Date | string, endsAt: Date | string, now = new Date()): boolean {
  const opens = new Date(startsAt).getTime() - ATTENDANCE_LEAD_MINUTES * 60_000;
  return now.getTime() >= opens && now.getTime() <= new Date(endsAt).getTime();
}

export type CertificateRequirement = 'attendance' | 'posttest' | 'survey';
/** What a certificate still waits for: attendance, a posttest taken, the survey answered. */
export function certificateMissing(p: { attended: boolean; posttest: boolean; survey: boolean }): CertificateRequirement[] {
  const missing: CertificateRequirement[] = [];
  if (!p.attended) missing.push('attendance');
  if (!p.posttest) missing.push('posttest');
  if (!p.survey) missing.push('survey');
  return missing;
}

/** `{seq}/WEB/BKD/{year}`. */
export const certificateNumber = (seq: number | bigint | string, year: number) => `${seq}/WEB/BKD/${year}`;
