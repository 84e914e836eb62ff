import { HISTORY, type HistoryKind } from './histories';

const isKind = (action: string): action is HistoryKind => Object.hasOwn(HISTORY, action);

/**
 * The stored text is written for its owner ("Anda masuk pada aplikasi", "Peran Anda diubah ...").
 * For someone else reading it, the kind's own prefix is rewritten with the owner's name and the
 * stored detail after it is kept ("Budi Santoso masuk pada aplikasi"); stored rows never change.
 * A row whose text does not start with its kind's prefix (an older wording) is shown as stored.
 */
export function historyTextFor(action: string, description: string, ownerName: string): string {
  if (!isKind(action)) return description;
  const own = HISTORY[action].description;
  if (!description.startsWith(own)) return description;
  return own.replace('Anda', ownerName) + description.slice(own.length);
}
