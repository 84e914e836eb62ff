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
 * The one naming rule behind every "who did it" tooltip: the current user reads `you` and comes
 * first, so they never disappear into "N lainnya"; duplicated ids count once. `total` is how many
 * people did it when `users` holds only the first of them (a post's likers); never less than the
 * people given. '' when nobody.
 */
export function namesOf(users: readonly Reactor[], currentUserId: number | null | undefined, you: string, total = 0): string {
  const seen = new Set<number>();
  const unique = users.filter((u) => !seen.has(u.id) && seen.add(u.id));
  const me = unique.filter((u) => u.id === currentUserId);
  const others = unique.filter((u) => u.id !== currentUserId);
  const names = [...me.map(() => you), ...others.map((u) => u.name?.trim() || u.username)];
  const count = Math.max(total, names.length);
  if (count <= MAX_LISTED) return joinWithAnd(names);
  const shown = names.slice(0, SHOWN_WHEN_TRUNCATED).join(', ');
  return `${shown} ${text.and} ${text.others(count - SHOWN_WHEN_TRUNCATED)}`;
}

/** Who reacted (spec section 9): "Budi", "Budi dan Sari", "Budi, Sari dan Eko", "Kamu, Budi, Sari dan 2 lainnya". */
export function reactionNames(users: readonly Reactor[], currentUserId?: number | null): string {
  return namesOf(users, currentUserId, text.you);
}

/** The full tooltip: "Kamu dan Budi bereaksi 👍"; '' when nobody reacted. */
export function reactionTooltip(users: readonly Reactor[], emoji: string, currentUserId?: number | null): string {
  const names = reactionNames(users, currentUserId);
  return names === '' ? '' : text.reacted(names, emoji);
}
