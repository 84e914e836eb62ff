import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { MessageView } from '@/components/mail/message-view';
import type { PrivateMessageView } from '@/utils/schemas/knowledge';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { renderWithProviders } from '../render';

const person = (id: number, name: string) => ({ id, name, username: name.toLowerCase(), image: null, current_role: 'user' as const });
const SENDER = person(2, 'Dimas');
const RECEIVER = person(7, 'Budi');

function message(readAt: string | null): PrivateMessageView {
  return {
    id: 41,
    subject: 'Undangan rapat',
    sender: SENDER,
    receiver: RECEIVER,
    sender_id: SENDER.id,
    receiver_id: RECEIVER.id,
    content_markdown: 'Isi',
    content_html: '<p>Isi</p>',
    read_at: readAt,
    created_at: '2026-11-20T02:00:00.000Z',
  };
}

/** Shows message 41 to `role` and answers how often it was marked read. */
async function patchesWhenShown(role: 'user' | 'agent', readAt: string | null): Promise<unknown[]> {
  const patches: unknown[] = [];
  server.use(
    http.get('*/helpdesk/api/private-messages/41', () => HttpResponse.json(message(readAt))),
    http.patch('*/helpdesk/api/private-messages/41', async ({ request }) => {
      patches.push(await request.json());
      return HttpResponse.json(message('2026-11-24T08:00:00.000Z'));
    }),
  );
  renderWithProviders(<MessageView id={41} />, { session: sessionFor(role), path: '/mail/41' });
  await screen.findByTestId('mail-subject');
  return patches;
}

describe('opening a private message', () => {
  it('the receiver opening an unread message marks it read with an explicit PATCH', async () => {
    const patches = await patchesWhenShown('user', null);
    await waitFor(() => expect(patches).toEqual([{ read: true }]));
  });

  it('the sender opening it sends nothing', async () => {
    const bySender = await patchesWhenShown('agent', null);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bySender).toEqual([]);
  });

  it('an already read message sends nothing', async () => {
    const patches = await patchesWhenShown('user', '2026-11-21T08:00:00.000Z');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(patches).toEqual([]);
  });
});
