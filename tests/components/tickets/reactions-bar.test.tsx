import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { ReactionsBar, useCommentReactions } from '@/components/tickets/comments/reactions-bar';
import type { ReactionSummary } from '@/utils/schemas/tickets';
import { REACTION_EMOJIS } from '@/utils/schemas/tickets';
import { server } from '../../msw/server';
import { sessionFor } from '../../msw/handlers/auth';
import { PEOPLE, reaction } from '../../msw/handlers/tickets';
import { renderWithProviders } from '../render';

const five = [PEOPLE.agent, PEOPLE.user, PEOPLE.admin, PEOPLE.otherAgent, PEOPLE.otherUser];

/** Comment 101 of ticket 1, reacting through the conversation's one mutation. */
function Bar({ currentUserId, reactions }: { currentUserId: number | null; reactions: ReactionSummary[] }) {
  const react = useCommentReactions(1);
  return <ReactionsBar commentId={101} currentUserId={currentUserId} reactions={reactions} onReact={(emoji) => react(101, emoji)} />;
}

function renderBar(currentUserId: number | null) {
  return renderWithProviders(
    <Bar currentUserId={currentUserId} reactions={[reaction('👍', [PEOPLE.agent], currentUserId ?? undefined), reaction('🚀', five, currentUserId ?? undefined)]} />,
    { session: sessionFor('user') },
  );
}

async function tooltipOf(name: string) {
  fireEvent.mouseEnter(screen.getByRole('button', { name }));
  const tip = await screen.findByRole('tooltip');
  return tip.textContent;
}

describe('ReactionsBar', { timeout: 20_000 }, () => {
  it('names a single reactor alone', async () => {
    renderBar(PEOPLE.user.id);

    expect(await tooltipOf('Reaksi 👍, 1 orang')).toBe('Dimas Pratama bereaksi 👍');
  });

  it('shows "Kamu" first, then two more and "dan 2 lainnya" for five reactors', async () => {
    renderBar(PEOPLE.user.id);

    expect(await tooltipOf('Reaksi 🚀, 5 orang')).toBe('Kamu, Dimas Pratama, Rina Marlina dan 2 lainnya bereaksi 🚀');
  });

  it('names each reaction in Indonesian with its emoji and count, and marks the current user\'s as pressed', () => {
    renderBar(PEOPLE.user.id);

    expect(screen.getByRole('button', { name: 'Reaksi 🚀, 5 orang' }).getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('button', { name: 'Reaksi 👍, 1 orang' }).getAttribute('aria-pressed')).toBe('false');
  });

  it('offers the eight emojis and toggles the picked one', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.put('*/helpdesk/api/tickets/1/comments/101/reactions', async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json([]);
      }),
    );
    renderBar(null);

    fireEvent.click(screen.getByRole('button', { name: 'Beri reaksi' }));
    const picker = within(await screen.findByTestId('reaction-picker'));
    expect(picker.getAllByRole('button').map((b) => b.textContent)).toEqual([...REACTION_EMOJIS]);
    expect(picker.getAllByRole('button').map((b) => b.getAttribute('aria-label'))).toEqual(REACTION_EMOJIS.map((e) => `Beri reaksi ${e}`));
    fireEvent.click(picker.getByRole('button', { name: 'Beri reaksi 🤔' }));

    await waitFor(() => expect(bodies).toEqual([{ emoji: '🤔' }]));
  });
});
