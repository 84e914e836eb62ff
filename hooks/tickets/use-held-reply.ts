import { useCallback, useEffect, useRef, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ticketKeys } from '@/hooks/query-keys';
import { useNotify } from '@/components/ui/use-notify';
import { createComment, createCommentOnExit, type NewCommentBody } from '@/services/comments';
import { UNDO_SEND_SECONDS, newClientKey } from '@/utils/rules/undo-send';

/** A reply waiting to be posted; `startedAt` (ms) drives the countdown. */
export interface HeldReply {
  ticketId: number;
  body: NewCommentBody & { client_key: string };
  startedAt: number;
}

interface Hold extends HeldReply {
  successText: string;
  /** Gives the text back to the reply box (undo, or a post that failed). */
  restore: (markdown: string) => void;
}

/**
 * Undo send (docs/ticket-tools.md): `hold` keeps a reply UNDO_SEND_SECONDS in the browser, then
 * posts it; `undo` within them gives the text back and posts nothing. Nothing is lost and nothing
 * sent twice: a second reply, leaving the ticket, or the tab being hidden or closed posts the held
 * one at once (the last two as a keepalive request), closing or reloading asks first, and every
 * post carries the reply's `client_key`. A failed post gives the text back too.
 */
export function useHeldReply() {
  const queryClient = useQueryClient();
  const notify = useNotify();
  const [held, setHeld] = useState<Hold | null>(null);
  const current = useRef<Hold | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  /** Replies whose post is on its way: a page closing now would cut it off. */
  const posting = useRef(new Set<Hold>());
  const refetch = useCallback(
    (ticketId: number) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ticketKeys.detail(ticketId) }),
        queryClient.invalidateQueries({ queryKey: ticketKeys.lists() }),
      ]),
    [queryClient],
  );
  const create = useMutation({
    mutationFn: ({ ticketId, body }: HeldReply) => createComment(ticketId, body),
    onSuccess: (_comment, { ticketId }) => refetch(ticketId),
  });
  const latest = useRef({ create, notify });
  latest.current = { create, notify };

  /** Takes the held reply out (the timer too), so whatever happens next happens once. */
  const take = useCallback((): Hold | null => {
    const hold = current.current;
    clearTimeout(timer.current);
    current.current = null;
    setHeld(null);
    return hold;
  }, []);

  const sendNow = useCallback(() => {
    const hold = take();
    if (!hold) return;
    const { create: mutation, notify: toast } = latest.current;
    posting.current.add(hold);
    void toast.track(mutation.mutateAsync(hold), hold.successText).then((posted) => {
      posting.current.delete(hold);
      if (!posted) hold.restore(hold.body.markdown);
    });
  }, [take]);

  const hold = useCallback(
    (ticketId: number, body: NewCommentBody, successText: string, restore: (markdown: string) => void) => {
      sendNow(); // a reply still held goes first, as it was
      const next: Hold = { ticketId, body: { ...body, client_key: newClientKey() }, startedAt: Date.now(), successText, restore };
      current.current = next;
      setHeld(next);
      timer.current = setTimeout(sendNow, UNDO_SEND_SECONDS * 1000);
    },
    [sendNow],
  );

  const undo = useCallback(() => {
    const hold = take();
    hold?.restore(hold.body.markdown);
  }, [take]);

  useEffect(() => {
    const postOnExit = () => {
      const hold = take();
      if (!hold) return;
      void createCommentOnExit(hold.ticketId, hold.body).then((posted) => {
        if (posted) void refetch(hold.ticketId);
        else hold.restore(hold.body.markdown);
      });
    };
    const onVisibility = () => document.visibilityState === 'hidden' && postOnExit();
    const onPageHide = () => {
      postOnExit();
      // A post still on its way dies with the page: sent again with its key, it is written once.
      for (const hold of posting.current) void createCommentOnExit(hold.ticketId, hold.body);
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      // The browser asks; leaving anyway posts it (pagehide).
      if (current.current || posting.current.size > 0) event.preventDefault();
    };
    document.addEventListener('visibilitychange', onVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('visibilitychange', onVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('beforeunload', onBeforeUnload);
      sendNow(); // leaving the ticket inside the portal: posted now, its toast follows
    };
  }, [take, sendNow, refetch]);

  return { held, hold, undo, sendNow, pending: create.isPending };
}
