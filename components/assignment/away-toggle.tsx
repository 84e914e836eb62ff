import { useState } from 'react';
import { assignmentText } from '@/locales/id/assignment';
import { useAwayState, useSetAwayState } from '@/hooks/assignment/use-away-state';
import { Flex } from '@/components/ui/flex';
import { FormField } from '@/components/ui/form-field';
import { Panel } from '@/components/ui/panel';
import { Switch } from '@/components/ui/switch';
import { Text } from '@/components/ui/text';
import { TextInput } from '@/components/ui/text-input';
import { useNotify } from '@/components/ui/use-notify';
import type { AwayStateView } from '@/utils/schemas/assignment';

const t = assignmentText.away;

/** "sampai 9 Des 2026": `away_until` is the moment the agent is back, so the last day is just before it. */
function stateText(state: AwayStateView | undefined): string {
  if (!state?.away) return t.off;
  return state.away_until ? `${t.on} ${t.until(new Date(Date.parse(state.away_until) - 1))}` : t.on;
}

/**
 * An agent's own "Tidak bertugas" switch on their queue home (PUT /users/{id}/away): while away
 * they get no new tickets, optionally until a day they pick before switching.
 */
export function AwayToggle({ userId }: { userId: number }) {
  const { data } = useAwayState(userId);
  const save = useSetAwayState(userId);
  const notify = useNotify();
  const [until, setUntil] = useState('');
  const away = data?.away ?? false;
  const change = (next: boolean) => void notify.track(save.mutateAsync({ away: next, until: next && until ? until : null }), t.saved);
  return (
    <Panel title={t.label} data-testid="away-toggle">
      <Flex vertical gap={8}>
        <Switch checked={away} loading={save.isPending || !data} onChange={change} data-testid="away-switch">
          <span data-testid="away-state">{stateText(data)}</span>
        </Switch>
        {!away && (
          <FormField htmlFor="away-until" label={t.untilLabel}>
            <TextInput id="away-until" type="date" value={until} onChange={setUntil} style={{ maxWidth: 220 }} />
          </FormField>
        )}
        <Text secondary>{t.help}</Text>
      </Flex>
    </Panel>
  );
}
