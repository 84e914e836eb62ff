import { pipelineSyncJobs } from '@/server/pipelines/sync-jobs';
import { employeesSyncJob } from '@/server/reports/employees';
import { unorSyncJob } from '@/server/reports/unor';
import type { JobDefinition, JobKind } from './types';

// Every kind of background job (docs/personnel-admin.md section 2), by kind.
const ALL = [...pipelineSyncJobs, employeesSyncJob, unorSyncJob] as JobDefinition<unknown>[];

export function jobDefinitions(): ReadonlyMap<string, JobDefinition<unknown>> {
  return new Map(ALL.map((definition) => [definition.kind, definition]));
}

export function jobDefinition(kind: JobKind): JobDefinition<unknown> {
  const definition = jobDefinitions().get(kind);
  if (!definition) throw new Error(`no job definition for ${kind}`);
  return definition;
}
