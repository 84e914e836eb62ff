import { describe, expect, it } from 'vitest';
import { markdownText } from '@/utils/schemas/common';
import { DepartmentQuerySchema, FaqPageQuerySchema, PrivateMessageSchema, RefListQuerySchema, SavedReplySchema, UserSearchParams } from '@/utils/schemas/knowledge';
import { TicketTitle } from '@/utils/schemas/ticket-query';
import { CreateTicketSchema, FeedbackSchema, SuggestionQuerySchema, TicketListQuerySchema } from '@/utils/schemas/tickets';
import { UserListQuerySchema } from '@/utils/schemas/users';

// Regression (fuzzing): U+0000 got past validation and failed in PostgreSQL as a 500.
const NUL = 'a\u0000b';

describe('free text and search parameters refuse U+0000', () => {
  it.each([
    ['markdownText', () => markdownText.safeParse(NUL)],
    ['TicketTitle', () => TicketTitle.safeParse(`Judul ${NUL}`)],
    ['CreateTicketSchema.description', () => CreateTicketSchema.safeParse({ title: 'Judul tiket', description: NUL })],
    ['FeedbackSchema.requester_comment', () => FeedbackSchema.safeParse({ stars: 5, requester_comment: NUL })],
    ['SuggestionQuerySchema.title', () => SuggestionQuerySchema.safeParse({ title: `cuti ${NUL}` })],
    ['TicketListQuerySchema.search', () => TicketListQuerySchema.safeParse({ search: NUL })],
    ['TicketListQuerySchema.status (csv)', () => TicketListQuerySchema.safeParse({ status: `DIAJUKAN,${NUL}` })],
    ['RefListQuerySchema.search', () => RefListQuerySchema.safeParse({ search: NUL })],
    ['FaqPageQuerySchema.search', () => FaqPageQuerySchema.safeParse({ search: NUL })],
    ['DepartmentQuerySchema.parent_id', () => DepartmentQuerySchema.safeParse({ parent_id: NUL })],
    ['UserSearchParams.term', () => UserSearchParams.safeParse({ term: NUL })],
    ['SavedReplySchema.title', () => SavedReplySchema.safeParse({ title: NUL, content: 'Isi' })],
    ['PrivateMessageSchema.subject', () => PrivateMessageSchema.safeParse({ receiver_id: 2, subject: NUL, content: 'Isi' })],
    ['UserListQuerySchema.search', () => UserListQuerySchema.safeParse({ search: NUL })],
  ])('%s', (_name, parse) => {
    const result = parse();
    expect(result.success).toBe(false);
  });

  it('still accepts other control-free unicode (RTL marks, emoji, astral letters)', () => {
    expect(markdownText.safeParse('\u202Eteks\u202C 🎉 𝕳').success).toBe(true);
    expect(RefListQuerySchema.safeParse({ search: "' OR 1=1 --" }).success).toBe(true);
  });
});
