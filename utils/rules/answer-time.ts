/** A target time in the largest whole unit: 72 hours read "3 hari", 36 hours stay "36 jam". */
export interface Duration {
  amount: number;
  unit: 'hours' | 'days';
}

export function inLargestUnit(hours: number): Duration {
  return hours >= 24 && hours % 24 === 0 ? { amount: hours / 24, unit: 'days' } : { amount: hours, unit: 'hours' };
}

/**
 * The usual answer time told to someone who just asked (issue 31), from the SLA targets of the
 * sub-categories that may apply: one target is one duration, several the shortest to the longest.
 * Null without any target.
 */
export function answerTimeRange(targetHours: number[]): { from: Duration; to: Duration } | null {
  if (targetHours.length === 0) return null;
  return { from: inLargestUnit(Math.min(...targetHours)), to: inLargestUnit(Math.max(...targetHours)) };
}
