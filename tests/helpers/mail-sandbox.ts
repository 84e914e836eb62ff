import { startMailSandbox, type MailMessage, type MailSandbox } from '../../sandboxes/mail/server.mjs';
import { closeMailTransport } from '@/server/mail/transport';
import { applyEnv, useAppliedSandbox, type AppliedSandbox } from './sandbox-lifecycle';

const VARIABLES = ['SMTP_URL', 'SMTP_TIMEOUT_MS'] as const;

/**
 * Starts a mail sandbox on free ports and points the portal's SMTP_URL at it (SMTP_TIMEOUT_MS 2000,
 * so a hung server is quick to meet). Restoring closes it, puts process.env back and drops the
 * pooled transport.
 */
export async function applyMailSandbox(): Promise<AppliedSandbox<MailSandbox>> {
  const sandbox = await startMailSandbox({ smtpPort: 0, httpPort: 0 });
  const restoreEnv = applyEnv({ ...sandbox.env, SMTP_TIMEOUT_MS: '2000' }, VARIABLES);
  closeMailTransport();
  return {
    sandbox,
    async restore() {
      closeMailTransport();
      await sandbox.close();
      restoreEnv();
    },
  };
}

/** One mail sandbox for the test file (call at file level); read `sandbox` inside hooks and tests only. */
export function useMailSandbox(): { readonly sandbox: MailSandbox } {
  return useAppliedSandbox('useMailSandbox', applyMailSandbox);
}

/** The full messages the sandbox received for `to`, newest first, read over its control route. */
export async function mailsTo(sandbox: MailSandbox, to: string): Promise<MailMessage[]> {
  const list = (await (await fetch(`${sandbox.url}/__control/messages?to=${encodeURIComponent(to)}`)).json()) as { data: { id: string }[] };
  return Promise.all(list.data.map(async ({ id }) => ((await (await fetch(`${sandbox.url}/__control/messages/${id}`)).json()) as { data: MailMessage }).data));
}
