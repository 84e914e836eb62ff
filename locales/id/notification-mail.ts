// Texts of the notification mails (docs/notifications.md, E-mail). Not the private messages
// (locales/id/mail.ts).
export const notificationMailText = {
  greeting: (name: string) => `Halo ${name},`,
  open: 'Buka di Helpdesk ASN',
  /** Shown under the button for clients that do not render it. */
  linkHint: 'Atau salin tautan ini ke peramban:',
  footer: 'Surel ini dikirim otomatis oleh Helpdesk ASN BKD Provinsi Jawa Timur. Mohon tidak membalas surel ini.',
  subject: (title: string) => `[Helpdesk ASN] ${title}`,
  /** The footer's one-click unsubscribe link (docs/notifications.md, Preferences). */
  unsubscribe: 'Berhenti menerima',
  unsubscribeHint: 'Tidak ingin menerima e-mail seperti ini lagi?',
  digestSubject: (n: number) => `[Helpdesk ASN] Ringkasan harian: ${n} notifikasi`,
  digestIntro: (n: number) => `Berikut ${n} notifikasi Anda sejak ringkasan sebelumnya.`,
  digestTitle: 'Ringkasan harian',
};

/** Reminders of what one joined (server/notifications/event-reminders.ts). */
export const eventReminderText = {
  webinar: (title: string, when: 'day' | 'hour', at: string) => `Webinar "${title}" dimulai ${when === 'day' ? 'besok' : 'dalam satu jam'} (${at} WIB)`,
  clinic: (title: string, when: 'day' | 'hour', at: string) => `Coaching clinic "${title}" dimulai ${when === 'day' ? 'besok' : 'dalam satu jam'} (${at} WIB)`,
};
