import { useId, useState } from 'react';
import { notificationPreferencesText as t } from '@/locales/id/notification-preferences';
import { useNotificationPreferences, useSaveNotificationPreferences } from '@/hooks/notifications/use-notification-preferences';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { Notice } from '@/components/ui/notice';
import { Panel } from '@/components/ui/panel';
import { SegmentedChoice } from '@/components/ui/segmented-choice';
import { Paragraph, Text } from '@/components/ui/text';
import { useNotify } from '@/components/ui/use-notify';
import { NOTIFICATION_CHANNELS, type NotificationChannel, type NotificationKind } from '@/utils/rules/notification-kinds';
import { isMailChannel } from '@/utils/rules/notification-channel';
import styles from './notification-preferences.module.css';

const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: h, label: t.hour(h) }));

/** Profil -> Notifikasi: per kind the channel, and the digest's hour; saved together. */
export function NotificationPreferencesForm() {
  const { data, isError, refetch } = useNotificationPreferences();
  const save = useSaveNotificationPreferences();
  const notify = useNotify();
  const hourId = useId();
  // What the person changed since the last load or save; the rest is as stored.
  const [edits, setEdits] = useState<Partial<Record<NotificationKind, NotificationChannel>>>({});
  const [hourEdit, setHourEdit] = useState<number>();

  if (isError) return <Panel title={t.title}><Notice type="error">{t.loadFailed} <Button type="link" onClick={() => void refetch()}>{t.retry}</Button></Notice></Panel>;
  if (!data) return <Panel title={t.title} loading />;
  const noEmail = !data.has_email;
  const channels = { ...Object.fromEntries(data.kinds.map((k) => [k.kind, k.channel])), ...edits };
  const hour = hourEdit ?? data.digest_hour;
  const options = NOTIFICATION_CHANNELS.map((channel) => ({ value: channel, label: t.channels[channel], disabled: noEmail && isMailChannel(channel) }));
  // Without an e-mail address the server treats the mail channels as the bell: show them that way.
  const shown = (kind: NotificationKind) => {
    const channel = channels[kind] ?? 'in_app';
    return noEmail && isMailChannel(channel) ? 'in_app' : channel;
  };
  const submit = () => void notify.track(save.mutateAsync({ digest_hour: hour, channels }), t.saved);

  return (
    <Panel title={t.title} data-testid="notification-preferences">
      <Paragraph secondary>{t.intro}</Paragraph>
      {noEmail && <Notice type="warning" data-testid="no-email-notice">{t.noEmail}</Notice>}
      <ul className={styles.rows}>
        {data.kinds.map(({ kind }) => (
          <li key={kind} className={styles.row} data-testid={`preference-${kind}`}>
            <div>
              <Text strong>{t.kinds[kind].label}</Text>
              <Paragraph secondary>{t.kinds[kind].description}</Paragraph>
            </div>
            <div className={styles.choice}>
              <SegmentedChoice label={t.kinds[kind].label} value={shown(kind)} options={options} onChange={(channel) => setEdits((all) => ({ ...all, [kind]: channel }))} />
            </div>
          </li>
        ))}
      </ul>
      <div className={styles.hour}>
        <FormField htmlFor={hourId} label={t.digestHour} hint={t.digestHourHelp}>
          <NativeSelect id={hourId} value={hour} options={HOURS} disabled={noEmail} onChange={(h) => setHourEdit(h)} />
        </FormField>
      </div>
      <Button type="primary" loading={save.isPending} onClick={submit}>
        {t.save}
      </Button>
    </Panel>
  );
}
