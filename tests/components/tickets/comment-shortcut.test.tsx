import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { TicketDetailView } from '@/components/tickets/detail/ticket-detail-view';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { ticketDetail } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';
import { sendHeldNow, withoutKey } from './held-reply';

/** Posts made to the ticket's comment route while `act` runs. */
async function commentPostsAfter(act: (box: HTMLElement) => void) {
  const bodies: unknown[] = [];
  server.use(
    http.get('*/helpdesk/api/tickets/1', () => HttpResponse.json(ticketDetail())),
    http.post('*/helpdesk/api/tickets/1/comments', async ({ request }) => {
      bodies.push(await request.json());
      return HttpResponse.json({}, { status: 201 });
    }),
  );
  renderWithProviders(<TicketDetailView id={1} />, { session: sessionFor('user'), path: '/tickets/1' });
  const box = await within(await screen.findByTestId('new-comment')).findByRole('textbox');
  act(box);
  await sendHeldNow();
  return bodies;
}

describe('comment keyboard shortcut', { timeout: 20_000 }, () => {
  it('Ctrl+Enter sends the reply', async () => {
    const bodies = await commentPostsAfter((box) => {
      fireEvent.change(box, { target: { value: 'Terkirim dengan keyboard' } });
      fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
    });
    await waitFor(() => expect(bodies.map(withoutKey)).toEqual([{ markdown: 'Terkirim dengan keyboard' }]));
  });

  it('Cmd+Enter sends too; a plain Enter and an empty box send nothing', async () => {
    const bodies = await commentPostsAfter((box) => {
      fireEvent.keyDown(box, { key: 'Enter', ctrlKey: true });
      fireEvent.change(box, { target: { value: 'baris satu' } });
      fireEvent.keyDown(box, { key: 'Enter' });
      fireEvent.keyDown(box, { key: 'Enter', metaKey: true });
    });
    await waitFor(() => expect(bodies.map(withoutKey)).toEqual([{ markdown: 'baris satu' }]));
  });
});
