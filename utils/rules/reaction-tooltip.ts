import { ticketsText } from '../../locales/id/tickets';

export interface Reactor {
  id: number;
  name: string | null;
  username: string;
}

const text = ticketsText.reactions;
/** Spec section 9: up to 4 names are listed; from 5 on, the first 3 and a count of the rest. */
const MAX_LISTED = 4;
const SHOWN_WHEN_TRUNCATED = 3;

function joinWithAnd(parts: string[]): string {
  if (parts.length <= 1) return parts.join('');
  return `${parts.slice(0, -1).join(', ')} ${text.and} ${parts.at(-1)}`;
}

/**
 * Who reacted, as the tooltip reads it (spec section 9): "Budi", "Budi dan Sari",
 * "Budi, Sari dan Eko", "Budi, Sari, Eko dan 2 lainnya". The current user reads "Kamu" and comes
 * first, so they never disappear into "N lainnya". Duplicated ids count once; '' when nobody.
 */
export function reactionNames(users: readonly Reactor[], currentUserId?: number | null): string {
  const seen = new Set<number>();
  const unique = users.filter((u) => !seen.has(u.id) && seen.add(u.id));
  const me = unique.filter((u) => u.id === currentUserId);
  const others = unique.filter((u) => u.id !== currentUserId);
  const names = [...me.map(() => text.you), ...others.map((u) => u.name?.trim() || u.username)];
  if (names.length <= MAX_LISTED) return joinWithAnd(names);
  const shown = names.slice(0, SHOWN_WHEN_TRUNCATED).join(', ');
  return `${shown} ${text.and} ${text.others(names.length - SHOWN_WHEN_TRUNCATED)}`;
}

/** The full tooltip: "Kamu dan Budi bereaksi 👍"; '' when nobody reacted. */
export function reactionTooltip(users: readonly Reactor[], emoji: string, currentUserId?: number | null): string {
  const names = reactionNames(users, currentUserId);
  return names === '' ? '' : text.reacted(names, emoji);
}
