// The kinds a person chooses a channel for (Profil -> Notifikasi, docs/notifications.md). Each
// notification type belongs to exactly one kind; the browser's preference screen and the server's
// outbox read the same table, so a type added here is offered and honoured at once.

/** `email`: the bell and a mail at once; `digest`: the bell and the daily digest; `in_app`: the bell only; `off`: nothing. */
export const NOTIFICATION_CHANNELS = ['email', 'digest', 'in_app', 'off'] as const;
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number];

export const NOTIFICATION_KINDS = {
  /** My own ticket (as requester or assignee): a reply, a status, an answer, a reminder, a merge. */
  ticket_activity: {
    types: ['status_changed', 'comment_created', 'comment_replied', 'answer_marked', 'reminder', 'ticket_merged', 'ticket_updated', 'ticket_categorized', 'ticket_created'],
    default: 'email',
    staffOnly: false,
  },
  /** Someone else's ticket I hear of: an admin's view of every ticket, a published ticket I follow. */
  followed_tickets: { types: [], default: 'in_app', staffOnly: false },
  /** Work given to or taken from an agent: assigned, returned to the pool, overdue. */
  ticket_assignment: { types: ['assigned', 'returned_to_pool', 'ticket_overdue'], default: 'email', staffOnly: true },
  mention: { types: ['mention'], default: 'email', staffOnly: false },
  usulan: { types: ['usulan_status'], default: 'email', staffOnly: false },
  biodata: { types: ['biodata_result'], default: 'email', staffOnly: false },
  loan: { types: ['loan_status'], default: 'email', staffOnly: false },
  event_reminder: { types: ['event_reminder'], default: 'email', staffOnly: false },
  certificate: { types: ['certificate_ready'], default: 'email', staffOnly: false },
  private_message: { types: ['private_message'], default: 'email', staffOnly: false },
  /** My own account: a copy of my data is ready to download. */
  account: { types: ['data_export_ready'], default: 'email', staffOnly: false },
  /** The community feed: comments and likes on my posts, replies to my comments. */
  community: { types: ['post_commented', 'post_liked', 'post_comment_replied'], default: 'digest', staffOnly: false },
} as const satisfies Record<string, { types: readonly string[]; default: NotificationChannel; staffOnly: boolean }>;

export type NotificationKind = keyof typeof NOTIFICATION_KINDS;
export const NOTIFICATION_KIND_KEYS = Object.keys(NOTIFICATION_KINDS) as NotificationKind[];

const KIND_OF_TYPE = new Map<string, NotificationKind>(
  NOTIFICATION_KIND_KEYS.flatMap((kind) => NOTIFICATION_KINDS[kind].types.map((type) => [type, kind] as const)),
);

/**
 * The kind of one notification for its recipient. A ticket type reaches its own requester and
 * assignee as `ticket_activity` and everyone else (admins, followers) as `followed_tickets`; a
 * feed reply (`comment_replied` without a ticket) is community. Unknown types are null: shown in
 * the bell, never mailed.
 */
export function notificationKind(type: string, about: { ticketId: number | null; ownTicket?: boolean }): NotificationKind | null {
  if (type === 'comment_replied' && about.ticketId === null) return 'community';
  const kind = KIND_OF_TYPE.get(type) ?? null;
  if (kind === 'ticket_activity' && !about.ownTicket) return 'followed_tickets';
  return kind;
}
