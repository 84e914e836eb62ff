import { describe, expect, it } from 'vitest';
import { answerKey, answerNumber, attendanceOpen, certificateMissing, certificateNumber, scoreQuiz, toWireItem, wireAnswers } from '@/utils/rules/webinar-quiz';
import { QuizAttemptSchema, QuizItemSchema } from '@/utils/schemas/webinars';

const items = [
  { id: 7, correct: 2 },
  { id: 8, correct: 1 },
  { id: 9, correct: 3 },
];

describe('quiz key format answer{n}-{id}', () => {
  it('writes and reads keys for the item they belong to only', () => {
    expect(answerKey(3, 42)).toBe('answer3-42');
    expect(answerNumber('answer3-42', 42)).toBe(3);
    expect(answerNumber('answer3-42', 4)).toBeNull();
    expect(answerNumber('answer6-42', 42)).toBeNull();
    expect(answerNumber('answer0-42', 42)).toBeNull();
    expect(answerNumber('answer3-042', 42)).toBeNull();
    expect(answerNumber(undefined, 42)).toBeNull();
  });

  it('puts the answers on the wire in order and correctAnswer only when asked', () => {
    const item = { id: 5, question: 'Q', answers: ['a', 'b', 'c'], correct: 2 };
    expect(toWireItem(item, false)).toEqual({ id: 5, question: 'Q', 'answer1-5': 'a', 'answer2-5': 'b', 'answer3-5': 'c' });
    expect(toWireItem(item, true)).toMatchObject({ correctAnswer: 'answer2-5' });
    expect(wireAnswers(toWireItem(item, true) as { id: number })).toEqual([
      { key: 'answer1-5', text: 'a' },
      { key: 'answer2-5', text: 'b' },
      { key: 'answer3-5', text: 'c' },
    ]);
  });

  it('accepts only well-formed answer keys and 2 to 5 answers with the correct one among them', () => {
    expect(QuizAttemptSchema.safeParse({ kind: 'pretest', answers: { 7: 'answer2-7' } }).success).toBe(true);
    expect(QuizAttemptSchema.safeParse({ kind: 'pretest', answers: { 7: '2' } }).success).toBe(false);
    expect(QuizAttemptSchema.safeParse({ kind: 'pretest', answers: { abc: 'answer2-7' } }).success).toBe(false);
    expect(QuizAttemptSchema.safeParse({ kind: 'midtest', answers: {} }).success).toBe(false);
    expect(QuizItemSchema.safeParse({ question: 'Q', answers: ['a', 'b'], correct: 2 }).success).toBe(true);
    expect(QuizItemSchema.safeParse({ question: 'Q', answers: ['a', 'b'], correct: 3 }).success).toBe(false);
    expect(QuizItemSchema.safeParse({ question: 'Q', answers: ['a'], correct: 1 }).success).toBe(false);
    expect(QuizItemSchema.safeParse({ question: 'Q', answers: ['a', 'b', 'c', 'd', 'e', 'f'], correct: 1 }).success).toBe(false);
  });
});

describe('scoreQuiz', () => {
  it('counts right answers over every item, rounded to 0-100', () => {
    expect(scoreQuiz(items, { 7: 'answer2-7', 8: 'answer1-8', 9: 'answer3-9' })).toEqual({ correct: 3, total: 3, score: 100 });
    expect(scoreQuiz(items, { 7: 'answer2-7', 8: 'answer2-8' })).toEqual({ correct: 1, total: 3, score: 33 });
    expect(scoreQuiz(items, { 7: 'answer2-7', 8: 'answer1-8' })).toEqual({ correct: 2, total: 3, score: 67 });
    expect(scoreQuiz([], {})).toEqual({ correct: 0, total: 0, score: 0 });
  });

  it('does not credit an answer keyed to another item or extra keys', () => {
    expect(scoreQuiz(items, { 7: 'answer1-8', 8: 'answer2-7', 99: 'answer1-99' })).toEqual({ correct: 0, total: 3, score: 0 });
  });
});

describe('attendance window and certificate rules', () => {
  const start = new Date('2026-12-05T09:00:00+07:00');
  const end = new Date('2026-12-05T12:00:00+07:00');
  it('opens 30 minutes before the start and closes at the end', () => {
    expect(attendanceOpen(start, end, new Date('2026-12-05T08:29:59+07:00'))).toBe(false);
    expect(attendanceOpen(start, end, new Date('2026-12-05T08:30:00+07:00'))).toBe(true);
    expect(attendanceOpen(start, end, new Date('2026-12-05T12:00:00+07:00'))).toBe(true);
    expect(attendanceOpen(start, end, new Date('2026-12-05T12:00:01+07:00'))).toBe(false);
  });

  it('names what a certificate waits for, and numbers it {seq}/WEB/BKD/{year}', () => {
    expect(certificateMissing({ attended: false, posttest: true, survey: false })).toEqual(['attendance', 'survey']);
    expect(certificateMissing({ attended: true, posttest: true, survey: true })).toEqual([]);
    expect(certificateNumber(12, 2026)).toBe('12/WEB/BKD/2026');
  });
});
