import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { problemsFromApiError, problemsFromIssues } from '@/components/ui/field-problems';

describe('field problems for the light forms', () => {
  it("keeps each field's first zod message, and a whole-form problem under ''", () => {
    const schema = z
      .object({ phone: z.string().regex(/^\d+$/, 'Nomor telepon tidak valid').min(6, 'Terlalu pendek'), bio: z.string().max(3, 'Bio terlalu panjang') })
      .refine((v) => v.phone !== v.bio, { message: 'Isi berbeda' });
    const wrong = schema.safeParse({ phone: 'ab', bio: 'panjang' });
    expect(wrong.success).toBe(false);
    expect(problemsFromIssues(wrong.error?.issues ?? [])).toEqual({ phone: 'Nomor telepon tidak valid', bio: 'Bio terlalu panjang' });
    expect(problemsFromIssues([{ path: [], message: 'Isi minimal satu kolom' }])).toEqual({ '': 'Isi minimal satu kolom' });
  });

  it("reads the API's 400 fields by their first path part, and nothing else", () => {
    const answer = (data: unknown) => ({ isAxiosError: true, response: { status: 400, data } });
    expect(problemsFromApiError(answer({ code: 'VALIDATION_ERROR', message: 'x', fields: [{ path: 'bio', message: 'Terlalu panjang' }, { path: 'links.0', message: 'Tautan salah' }] }))).toEqual({
      bio: 'Terlalu panjang',
      links: 'Tautan salah',
    });
    expect(problemsFromApiError(answer({ code: 'CONFLICT', message: 'x' }))).toBeNull();
    expect(problemsFromApiError(new Error('offline'))).toBeNull();
  });
});
