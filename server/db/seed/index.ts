import type { Database } from '../client';
import { seedDemoReferences } from './references';
import { seedDemoUsers } from './users';
import { seedDemoTickets } from './tickets';
import { seedDemoDepartments } from './departments';
import { seedDemoFaqs } from './faqs';
import { seedDemoWebinars } from './webinars';
import { seedDemoFeed } from './feed';
import { seedDemoPodcasts } from './podcasts';
import { seedDemoCoaching } from './coaching';
import { seedDemoServicePages } from './service-pages';

/** Demo data for `npm start` (DB_SEED=demo); every step is idempotent. */
export async function seedDemoData(db: Database): Promise<void> {
  await seedDemoUsers(db);
  await seedDemoReferences(db);
  await seedDemoTickets(db);
  await seedDemoDepartments(db);
  await seedDemoFaqs(db);
  await seedDemoWebinars(db);
  await seedDemoFeed(db);
  await seedDemoPodcasts(db);
  await seedDemoCoaching(db);
  await seedDemoServicePages(db);
}

export { demoUsers } from './users';
