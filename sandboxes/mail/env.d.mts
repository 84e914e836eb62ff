export function mailEnvFor(smtpPort: number, host?: string): { SMTP_URL: string };
