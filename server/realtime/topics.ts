// Topics of live events (docs/realtime.md). A stream hears its user's topic and the tickets it asked for.

/** What is one person's: notifications, the unread count, private messages. */
export const userTopic = (userId: number) => `user:${userId}`;

/** What everyone who may see the ticket may hear: its comments and its changes. */
export const ticketTopic = (ticketId: number) => `ticket:${ticketId}`;

/** The ticket of a ticket topic (`ticket:12`), or null for any other topic. */
export const ticketIdOf = (topic: string): number | null => {
  const match = /^ticket:(\d+)$/.exec(topic);
  return match ? Number(match[1]) : null;
};

/** What only staff may hear about a ticket: internal notes and presence ("Budi sedang mengetik..."). */
export const ticketStaffTopic = (ticketId: number) => `ticket:${ticketId}:staff`;

/** What those who run the personnel pipelines hear while a page of theirs shows jobs: each job's state, progress and log. */
export const JOBS_TOPIC = 'jobs';
