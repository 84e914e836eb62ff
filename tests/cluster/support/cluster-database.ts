// A database of its own on TEST_DATABASE_URL's server for one cluster run, dropped afterwards.
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ClusterDatabase {
  url: string;
  pool: pg.Pool;
  drop(): Promise<void>;
}

export async function createClusterDatabase(serverUrl: string): Promise<ClusterDatabase> {
  const name = `helpdesk_cluster_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const pool = new pg.Pool({ connectionString: url.href, max: 2 });
  return {
    url: url.href,
    pool,
    async drop() {
      await pool.end();
      const client = new pg.Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}
