import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { peopleRows, platformRows } from './matrix/rows-people';
import { runMatrix } from './matrix/run-matrix';

// Users, profiles, ratings, messages, notifications, and the platform routes (uploads into a temporary folder).
let dir = '';
const previousDir = process.env.UPLOAD_DIR;

runMatrix('people and platform', [...peopleRows, ...platformRows], {
  before: async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'helpdesk-matrix-uploads-'));
    process.env.UPLOAD_DIR = dir;
  },
  after: async () => {
    process.env.UPLOAD_DIR = previousDir;
    await rm(dir, { recursive: true, force: true });
  },
});
