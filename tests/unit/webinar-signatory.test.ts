import { describe, expect, it } from 'vitest';
import { WebinarPatchSchema, WebinarSchema } from '@/utils/schemas/webinars';

const BASE = { title: 'Uji', allowed_groups: ['MASTER'], starts_at: '2026-12-10T02:00:00.000Z', ends_at: '2026-12-10T04:00:00.000Z' };
const SIGNATORY = { signatory_name: 'Dr. Indah Lestari, M.Si.', signatory_nip: '197503122000032004', signatory_position: 'Kepala Badan' };
const pathsOf = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) => result.error?.issues.map((i) => i.path.join('.')) ?? [];

describe('certificate signatory of a webinar', () => {
  it('takes all three parts, or none (empty strings clear them)', () => {
    expect(WebinarSchema.parse({ ...BASE, ...SIGNATORY })).toMatchObject(SIGNATORY);
    expect(WebinarSchema.parse({ ...BASE, signatory_name: '', signatory_nip: '', signatory_position: '' })).toMatchObject({ signatory_name: null, signatory_nip: null, signatory_position: null });
    expect(WebinarSchema.safeParse(BASE).success).toBe(true);
  });

  it('refuses a name without NIP and position, naming the missing fields', () => {
    const result = WebinarSchema.safeParse({ ...BASE, ...SIGNATORY, signatory_nip: '', signatory_position: '' });
    expect(result.success).toBe(false);
    expect(pathsOf(result)).toEqual(['signatory_nip', 'signatory_position']);
  });

  it('refuses a NIP that is not 18 digits of a valid shape', () => {
    for (const nip of ['12345', '19750312200003200X', '197503122000033004']) {
      expect(pathsOf(WebinarSchema.safeParse({ ...BASE, ...SIGNATORY, signatory_nip: nip }))).toContain('signatory_nip');
    }
  });

  it('a change sends the three together: one alone is refused, the three (or none of them) pass', () => {
    expect(WebinarPatchSchema.safeParse({ signatory_name: 'Budi' }).success).toBe(false);
    expect(WebinarPatchSchema.safeParse(SIGNATORY).success).toBe(true);
    expect(WebinarPatchSchema.safeParse({ title: 'Baru' }).success).toBe(true);
  });
});
