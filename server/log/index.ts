import pino from 'pino';

const KEY = Symbol.for('helpdesk.logger');
type Holder = { [KEY]?: pino.Logger };
const holder = globalThis as Holder;

/** One structured logger per process; level from LOG_LEVEL (tests set it to silent). */
export function getLogger(): pino.Logger {
  holder[KEY] ??= pino({
    level: process.env.LOG_LEVEL ?? 'info',
    base: { app: 'helpdesk' },
    redact: ['req.headers.cookie', 'req.headers.authorization'],
  });
  return holder[KEY];
}
