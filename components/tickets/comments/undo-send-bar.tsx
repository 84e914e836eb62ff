import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { ticketToolsText } from '@/locales/id/ticket-tools';
import type { HeldReply } from '@/hooks/tickets/use-held-reply';
import { UNDO_SEND_SECONDS, holdSecondsLeft } from '@/utils/rules/undo-send';
import styles from './undo-send-bar.module.css';

const t = ticketToolsText.undoSend;

interface Props {
  held: HeldReply;
  onUndo: () => void;
  onSendNow: () => void;
  /** Where the keyboard goes when the bar closes while it had it (the reply box). */
  returnFocus: () => void;
}

/**
 * "Balasan akan dikirim dalam 8 detik… Urungkan": the countdown of a held reply (undo send). It
 * takes the keyboard when it appears (the send button it replaces is disabled by then) and gives
 * it back to the reply box when it goes. Loaded with the first reply sent, not with the page.
 */
export default function UndoSendBar({ held, onUndo, onSendNow, returnFocus }: Props) {
  const [now, setNow] = useState(() => Date.now());
  const bar = useRef<HTMLDivElement>(null);
  const undoButton = useRef<HTMLButtonElement>(null);
  const focusBack = useRef(returnFocus);
  focusBack.current = returnFocus;

  useEffect(() => {
    const tick = setInterval(() => setNow(Date.now()), 250);
    return () => clearInterval(tick);
  }, []);
  // A layout effect: its cleanup runs while the bar is still in the page, so it can see the focus in it.
  useLayoutEffect(() => {
    undoButton.current?.focus();
    const element = bar.current;
    return () => {
      if (element?.contains(document.activeElement)) focusBack.current();
    };
  }, [held]);

  const seconds = holdSecondsLeft(held.startedAt, now);
  return (
    <div ref={bar} className={styles.bar} data-testid="undo-send">
      <div className={styles.row}>
        <span role="status">{held.body.is_internal ? t.note(seconds) : t.reply(seconds)}</span>
        <div className={styles.actions}>
          <Button size="small" type="text" style={{ color: '#fff' }} onClick={onSendNow}>
            {t.sendNow}
          </Button>
          <Button ref={undoButton} size="small" type="primary" onClick={onUndo} data-testid="undo-send-button">
            {t.undo}
          </Button>
        </div>
      </div>
      <div key={held.startedAt} className={styles.time} aria-hidden style={{ animationDuration: `${UNDO_SEND_SECONDS}s` }} />
    </div>
  );
}
