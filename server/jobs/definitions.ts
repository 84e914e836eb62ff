import { pipelineSyncJobs } from '@/server/pipelines/sync-jobs';
import { employeesSyncJob } from '@/server/reports/employees';
import { ipAsnSyncJob } from '@/server/reports/ip-asn';
import { unorSyncJob } from '@/server/reports/unor';
import type { JobDefinition, JobKind } from './types';

// Every kind of background job (docs/personnel-admin.md section 2), by kind. Built on first use:
// the modules that define jobs also show them (view.ts), so they import each other.
let byKind: ReadonlyMap<string, JobDefinition<unknown>> | undefined;

export function jobDefinitions(): ReadonlyMap<string, JobDefinition<unknown>> {
  byKind ??= new Map(([...pipelineSyncJobs, employeesSyncJob, unorSyncJob, ipAsnSyncJob] as JobDefinition<unknown>[]).map((definition) => [definition.kind, definition]));
  return byKind;
}

export function jobDefinition(kind: JobKind): JobDefinition<unknown> {
  const definition = jobDefinitions().get(kind);
  if (!definition) throw new Error(`no job definition for ${kind}`);
  return definition;
}
