import { describe, expect, it } from 'vitest';
import { MAX_MENTIONS, parseMentions } from '@/server/comments/mention-parser';

// The mentions of a ticket comment (docs/notifications.md, E-mail section 3): `@username` in the
// prose, never in code or in an e-mail address.
describe('parseMentions', () => {
  it('finds names in prose, emphasis, lists and links, lower case and once each', () => {
    const markdown = '@Agent tolong cek.\n\n- **@budi.santoso** dan _@siti_\n- lihat [@Agent](https://x.test)\n\n> @kepala-bidang, mohon arahan.';
    expect(parseMentions(markdown)).toEqual(['agent', 'budi.santoso', 'siti', 'kepala-bidang']);
  });

  it('ignores code spans, code blocks and raw HTML', () => {
    expect(parseMentions('Jalankan `@admin` lalu\n\n```\n@agent\n```\n\n    @user indented\n\n<div>@tamu</div>')).toEqual([]);
  });

  it('ignores e-mail addresses, a doubled @ and a lone @; a sentence stop is not part of the name', () => {
    expect(parseMentions('Kirim ke ani@bkd.go.id atau @@admin, @ saja. Terima kasih @agent.')).toEqual(['agent']);
    expect(parseMentions('(@user2) @user_3-')).toEqual(['user2', 'user_3']);
  });

  it('keeps at most MAX_MENTIONS names', () => {
    const many = Array.from({ length: MAX_MENTIONS + 5 }, (_, i) => `@orang${i}`).join(' ');
    expect(parseMentions(many)).toHaveLength(MAX_MENTIONS);
    expect(parseMentions(many)[0]).toBe('orang0');
  });
});
