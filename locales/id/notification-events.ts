// Titles of the notifications written by the events of issue 32 (docs/notifications.md, E-mail
// section 3); the mail's subject is the same title.
export const notificationEventText = {
  ticketOverdue: (number: string, title: string) => `Tiket ${number} melewati batas waktu penyelesaian: ${title}`,
  mention: (author: string, number: string, internal: boolean) =>
    `${author} menyebut Anda ${internal ? 'dalam catatan internal' : 'dalam komentar'} pada tiket ${number}`,
  usulanStatus: (service: string, status: string) => `Status usulan ${service}: ${status}`,
  biodataApplied: 'Perubahan biodata Anda sudah diterapkan di SIASN',
  biodataRefused: 'Perubahan biodata Anda ditolak SIASN',
  certificateReady: (webinar: string) => `Sertifikat webinar "${webinar}" sudah dapat diunduh`,
};
