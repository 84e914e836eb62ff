import { useEffect, useState } from 'react';
import { EditOutlined } from '@ant-design/icons';
import { Text } from '@/components/ui/text';
import { useCurrentUser } from '@/hooks/tickets/use-current-user';
import { PRESENCE_TTL_MS, useLiveStore, type Presence } from '@/hooks/realtime/live-store';
import { realtimeText } from '@/locales/id/realtime';

const NOBODY: Record<number, Presence> = {};

/**
 * "Budi sedang mengetik..." under a ticket's conversation, for staff: the other staff typing
 * a reply right now, each forgotten 6 s after their last keystroke was heard.
 */
export function TypingIndicator({ ticketId }: { ticketId: number }) {
  const me = useCurrentUser();
  const heard = useLiveStore((s) => s.presence[ticketId] ?? NOBODY);
  const [now, setNow] = useState(() => Date.now());
  const typing = Object.entries(heard)
    .filter(([userId, p]) => Number(userId) !== me?.id && p.state === 'typing' && now - p.at < PRESENCE_TTL_MS)
    .map(([, p]) => p.name);
  const anyone = typing.length > 0;
  // A clock only while someone types; a presence newer than the clock counts as current.
  useEffect(() => {
    if (!anyone) return;
    const timer = setInterval(() => setNow(Date.now()), 1_000);
    return () => clearInterval(timer);
  }, [anyone]);
  return (
    <div aria-live="polite" data-testid="typing-indicator" style={{ minHeight: 22 }}>
      {anyone && (
        <Text secondary>
          <EditOutlined aria-hidden /> {realtimeText.typing(typing)}
        </Text>
      )}
    </div>
  );
}
