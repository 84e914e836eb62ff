// The ticket story, one file per step (tests/e2e/ticket-story-*.test.ts): user asks -> admin
// assigns Budi -> agent works and answers -> admin publishes and pins -> user2 finds it and reacts
// -> agent closes -> user rates. Each file starts from the ticket as the steps before it leave it,
// arranged through the API (only what the later steps look at), so every file runs alone.
import { beforeAll, expect } from 'vitest';
import type { APIResponse } from 'playwright-core';
import { url, type Page } from './browser';
import { animationsDone, openTicket, unreadCount, type Actors } from './tickets';

export const TITLE = 'Bagaimana cara mengurus kenaikan pangkat pilihan tahun ini';
export const DESCRIPTION = [
  'Saya ingin mengajukan **kenaikan pangkat pilihan** karena menduduki jabatan struktural.',
  '',
  '- Berkas apa saja yang perlu disiapkan?',
  '- Kapan batas waktu pengusulannya?',
].join('\n');
export const ANSWER = 'Kenaikan pangkat pilihan diusulkan melalui SIASN paling lambat dua bulan sebelum periode, dengan SK jabatan dan SKP dua tahun terakhir.';
export const FEEDBACK = 'Jawabannya jelas dan cepat, terima kasih.';
/** The demo agent `agent`. */
export const AGENT_NAME = 'Budi Santoso, S.E.';

export interface StoryTicket {
  id: number;
  number: string;
}

/** How far the story has taken the ticket: each stage includes the ones before it. */
export type StoryStage = 'asked' | 'assigned' | 'answered' | 'published' | 'reacted';
const STAGES: readonly StoryStage[] = ['asked', 'assigned', 'answered', 'published', 'reacted'];

async function answerOf<T>(response: APIResponse, what: string): Promise<T> {
  if (!response.ok()) throw new Error(`arranging the story: ${what} answered ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * The story's ticket at `stage`, made through the API by the same demo accounts. Staff steps are
 * the agent's own (taking the ticket, starting work, answering, marking the answer, publishing:
 * all allowed to its assignee), so a file signs in no more accounts than it uses. The ticket is
 * not pinned: no later step looks at it, and the pinned slots are few (makeRoomToPin).
 */
export async function arrangeStory(actors: Actors, stage: StoryStage): Promise<StoryTicket> {
  const reached = (s: StoryStage) => STAGES.indexOf(stage) >= STAGES.indexOf(s);
  const user = await actors.as('user');
  // The sub-category the create step picks.
  const categories = await answerOf<{ sub_categories: { id: number; name: string }[] }[]>(await user.request.get(url('/api/references/categories')), 'GET /references/categories');
  const subCategory = categories.flatMap((c) => c.sub_categories).find((sub) => sub.name === 'Kenaikan Pangkat');
  if (!subCategory) throw new Error('arranging the story: no sub-category Kenaikan Pangkat in the demo data');
  const ticket = await answerOf<StoryTicket>(
    await user.request.post(url('/api/tickets'), { data: { title: TITLE, description: DESCRIPTION, sub_category_id: subCategory.id } }),
    'POST /tickets',
  );
  const api = (path: string) => url(`/api/tickets/${ticket.id}${path}`);
  if (!reached('assigned')) return ticket;

  // The admin assigns the agent, as in step 2 (an agent taking it would start the work at once).
  const agent = await actors.as('agent');
  const me = await answerOf<{ id: number }>(await agent.request.get(url('/api/users/information')), 'GET /users/information');
  const admin = await actors.as('admin');
  await answerOf(await admin.request.patch(api('/agents'), { data: { assignee_id: me.id } }), 'PATCH agents');
  if (!reached('answered')) return ticket;

  await answerOf(await agent.request.patch(api('/status'), { data: { status: 'DIKERJAKAN' } }), 'PATCH status');
  const answer = await answerOf<{ id: number }>(await agent.request.post(api('/comments'), { data: { markdown: ANSWER } }), 'POST comments');
  await answerOf(await agent.request.put(api(`/comments/${answer.id}/mark-answer`)), 'PUT mark-answer');
  if (!reached('published')) return ticket;

  await answerOf(await agent.request.put(api('/publish')), 'PUT publish');
  if (!reached('reacted')) return ticket;

  const user2 = await actors.as('user2');
  await answerOf(await user2.request.put(api(`/comments/${answer.id}/reactions`), { data: { emoji: '👍' } }), 'PUT reactions');
  return ticket;
}

/** Arranges the story's ticket before the file's tests (call after useActors()); read it inside tests. */
export function useStoryTicket(actors: Actors, stage: StoryStage): () => StoryTicket {
  let ticket: StoryTicket | undefined;
  beforeAll(async () => {
    ticket = await arrangeStory(actors, stage);
  });
  return () => {
    if (!ticket) throw new Error(`no story ticket: arranging it (${stage}) failed`);
    return ticket;
  };
}

/** The Tindakan menu closes on Escape so the next step starts from a clean page. */
export async function closeMenu(page: Page) {
  await page.keyboard.press('Escape');
  await expect.poll(() => page.getByTestId('ticket-actions').getAttribute('aria-expanded')).toBe('false');
}

/** Success toasts fade after a few seconds; screenshots are taken without them. */
export async function toastsGone(page: Page) {
  await expect.poll(() => page.locator('.ant-message-notice').count(), { timeout: 10_000 }).toBe(0);
  await animationsDone(page);
}

/**
 * At most 3 tickets may be pinned (docs/tickets.md). The demo data pins one; should other browser
 * tests of this run have filled the slots, unpin the oldest pinned ticket so this story can pin.
 */
export async function makeRoomToPin(page: Page) {
  const list = await page.request.get(url('/api/tickets?pinned=true&sort=oldest&limit=10'));
  expect(list.status()).toBe(200);
  const { data } = (await list.json()) as { data: { id: number }[] };
  if (data.length < 3) return;
  expect((await page.request.delete(url(`/api/tickets/${data[0].id}/pin`))).status()).toBe(200);
}

/**
 * Opens the ticket and reads the bell once it shows the server's unread count. The count is asked
 * here, not read from the page's own request: with live updates the previous page may refetch the
 * bell just as the ticket opens, and that answer belongs to a page navigated away from.
 */
export async function unreadOn(page: Page, id: number): Promise<number> {
  await openTicket(page, id);
  const serverUnread = async () => {
    const response = await page.request.get(url('/api/notifications?unread=true&limit=1'));
    expect(response.status()).toBe(200);
    return ((await response.json()) as { unread: number }).unread;
  };
  let unread = -1;
  await expect
    .poll(async () => {
      unread = await serverUnread();
      return (await unreadCount(page)) - unread;
    })
    .toBe(0);
  return unread;
}
