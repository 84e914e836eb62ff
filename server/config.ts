import path from 'node:path';
import { z } from 'zod';

const list = z
  .string()
  .optional()
  .transform((v) => (v ?? '').split(',').map((s) => s.trim()).filter(Boolean));

const EnvSchema = z.object({
  DATABASE_URL: z.string().optional(),
  PGLITE_DATA_DIR: z.string().default(path.join('data', 'pglite')),
  DB_SEED: z.enum(['demo', 'none']).default('demo'),
  DB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().positive().default(10_000),
  DB_POOL_MAX: z.coerce.number().int().positive().default(10),
  /** Rate limits count in Redis when set, in memory otherwise. */
  REDIS_URL: z.string().min(1).optional().catch(undefined),
  NEXTAUTH_SECRET: z.string().optional(),
  SIMASTER_ISSUER: z.string().optional(),
  SIMASTER_CLIENT_ID: z.string().default('helpdesk-simaster'),
  SIMASTER_CLIENT_SECRET: z.string().optional(),
  PTTPK_ISSUER: z.string().optional(),
  PTTPK_CLIENT_ID: z.string().default('helpdesk-pttpk'),
  PTTPK_CLIENT_SECRET: z.string().optional(),
  GOOGLE_CLIENT_ID: z.string().optional(),
  GOOGLE_CLIENT_SECRET: z.string().optional(),
  GOOGLE_WELL_KNOWN: z.string().optional(),
  AGENT_ORGANIZATION_PREFIX: z.string().default('BKD'),
  ADMIN_ACCOUNTS: list,
  UPLOAD_DIR: z.string().min(1).default(path.join('data', 'uploads')),
  // Per-user storage of uploads in MB (docs/security.md, Uploads).
  UPLOAD_QUOTA_MB: z.coerce.number().positive().default(50),
  /** Largest podcast audio file in MB (docs/community.md section 2). */
  PODCAST_MAX_AUDIO_MB: z.coerce.number().positive().default(100),
  /** Zoom (server-to-server OAuth app; docs/community.md section 5): API base (…/v2), OAuth origin, account and client. */
  ZOOM_API_URL: z.url().optional().catch(undefined),
  ZOOM_OAUTH_URL: z.url().optional().catch(undefined),
  ZOOM_ACCOUNT_ID: z.string().trim().min(1).optional().catch(undefined),
  ZOOM_CLIENT_ID: z.string().trim().min(1).optional().catch(undefined),
  ZOOM_CLIENT_SECRET: z.string().trim().min(1).optional().catch(undefined),
  /** Per HTTP call to Zoom, token calls too. */
  ZOOM_TIMEOUT_MS: z.coerce.number().int().positive().catch(10_000),
  /** The partner bank (docs/public-finance.md section 5): API base, partner id and key, per-call timeout. */
  BANK_API_BASE: z.url().optional().catch(undefined),
  BANK_PARTNER_ID: z.string().trim().min(1).optional().catch(undefined),
  BANK_API_KEY: z.string().trim().min(1).optional().catch(undefined),
  BANK_TIMEOUT_MS: z.coerce.number().int().positive().catch(10_000),
  /** Outgoing mail (docs/notifications.md): smtp(s)://user:pass@host:port; unset means no mail is sent. */
  SMTP_URL: z.string().trim().regex(/^smtps?:\/\//).optional().catch(undefined),
  MAIL_FROM: z.string().trim().min(3).default('Helpdesk ASN <helpdesk@localhost>'),
  MAIL_REPLY_TO: z.string().trim().min(3).optional().catch(undefined),
  /** Per SMTP connection and reply, so a hung mail server fails the job instead of holding it. */
  SMTP_TIMEOUT_MS: z.coerce.number().int().positive().catch(10_000),
  /** How often the job worker hands the mail outbox to the queue. */
  MAIL_DISPATCH_MS: z.coerce.number().int().min(100).catch(5_000),
  /** How often the bank is asked for the statuses of open loan applications (with the job worker). */
  LOAN_STATUS_POLL_MS: z.coerce.number().int().min(10_000).catch(300_000),
  /** How often the portal's open proposals (usulan) and Ubah Biodata requests are compared with SIASN (with the job worker). */
  SIASN_WATCH_POLL_MS: z.coerce.number().int().min(10_000).catch(900_000),
  /** The background job worker runs in this process (docs/personnel-admin.md section 2). */
  JOBS_WORKER: z.enum(['true', 'false']).default('true'),
  /** First pause before a failed job is tried again; pg-boss doubles it each time. */
  JOBS_RETRY_DELAY_SECONDS: z.coerce.number().int().nonnegative().default(5),
  /** A running job's heartbeat; one silent for six of these lost its worker and is resumed elsewhere. */
  JOBS_HEARTBEAT_SECONDS: z.coerce.number().positive().default(10),
  /** On SIGTERM: how long the process answers not-ready before it stops (a balancer's check interval or more; docs/scale-out.md). */
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().nonnegative().default(0),
  // Retention (docs/privacy.md): how many days each kind of kept data lives; the job worker prunes hourly.
  RETENTION_DATA_READS_DAYS: z.coerce.number().int().positive().catch(730),
  RETENTION_CALL_LOGS_DAYS: z.coerce.number().int().positive().catch(180),
  RETENTION_NOTIFICATIONS_DAYS: z.coerce.number().int().positive().catch(365),
  RETENTION_ACTIVITY_DAYS: z.coerce.number().int().positive().catch(365),
  RETENTION_UNUSED_UPLOADS_DAYS: z.coerce.number().int().positive().catch(30),
  RETENTION_INTERVAL_MS: z.coerce.number().int().min(1000).catch(3_600_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type AppConfig = z.infer<typeof EnvSchema>;

/** Read on every call so tests can change process.env between cases. */
export function getConfig(): AppConfig {
  return EnvSchema.parse(process.env);
}

export interface RoleRules {
  adminAccounts: string[];
  agentOrganizationPrefix: string;
}

export function getRoleRules(config: AppConfig = getConfig()): RoleRules {
  return {
    adminAccounts: config.ADMIN_ACCOUNTS,
    agentOrganizationPrefix: config.AGENT_ORGANIZATION_PREFIX,
  };
}
