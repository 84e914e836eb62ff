import { useEffect, useRef, useState } from 'react';
import { ticketsText } from '@/locales/id/tickets';
import { SearchInput } from '@/components/ui/search-input';

/** Typing pauses this long before the list is asked (Enter and clearing do not wait). */
const SEARCH_DELAY_MS = 300;

const termOf = (text: string) => text.trim() || undefined;

interface Props {
  /** The term in the URL. */
  value: string | undefined;
  onSearch: (term: string | undefined) => void;
}

/** Search as you type: the term goes to the URL once typing pauses, like the other filters. */
export function SearchBox({ value, onSearch }: Props) {
  const [text, setText] = useState(value ?? '');
  const [shown, setShown] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  // The timer fires after later renders: it must see the current URL term and callback.
  const latest = useRef({ value, onSearch });
  useEffect(() => {
    latest.current = { value, onSearch };
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  // The URL changed without typing (filters reset, back button): show its term.
  if (value !== shown) {
    setShown(value);
    if (termOf(text) !== value) setText(value ?? '');
  }

  const commit = (raw: string) => {
    clearTimeout(timer.current);
    const term = termOf(raw);
    if (term !== latest.current.value) latest.current.onSearch(term);
  };

  return (
    <SearchInput
      value={text}
      label={ticketsText.filters.search}
      placeholder={ticketsText.filters.search}
      onChange={(next) => {
        setText(next);
        clearTimeout(timer.current);
        timer.current = setTimeout(() => commit(next), SEARCH_DELAY_MS);
      }}
      onSearch={commit}
      style={{ width: 300 }}
    />
  );
}
