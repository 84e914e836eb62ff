/** An absolute address of a portal path (`/tickets/12` -> `{origin of NEXTAUTH_URL}/helpdesk/tickets/12`), for mails. */
export function portalUrl(path: string): string {
  const origin = new URL(process.env.NEXTAUTH_URL || 'http://localhost:3000').origin;
  return `${origin}/helpdesk${path}`;
}
