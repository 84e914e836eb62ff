import type { AxiosProgressEvent } from 'axios';
import { withQuery } from '@/utils/query';
import type { AdminPage, JobListQuery, JobView, Pipeline, PipelineListQuery, PipelinePage, PipelineRow, StartedJobView } from '@/utils/schemas/personnel-admin';
import { api } from './api';

// The background jobs and the personnel pipelines (docs/personnel-admin.md sections 2 and 3).

/** A pipeline's period as its URL, its list and its sync take it: `{ periode }`, `{ tglAwal, tglAkhir }` or `{ tahun }`. */
export type PeriodQuery = Record<string, string>;

export type { PipelineListQuery, PipelineRow, PipelineStatus } from '@/utils/schemas/personnel-admin';
export type PipelineListAnswer = PipelinePage<PipelineRow>;

export async function listJobs(query: JobListQuery): Promise<AdminPage<JobView>> {
  const { data } = await api.get<AdminPage<JobView>>(withQuery('/jobs', { ...query }));
  return data;
}

/** One job with its log. */
export async function getJob(id: string): Promise<JobView> {
  const { data } = await api.get<JobView>(`/jobs/${encodeURIComponent(id)}`);
  return data;
}

/** 409 JOB_FINISHED when it already ended. */
export async function cancelJob(id: string): Promise<JobView> {
  const { data } = await api.post<JobView>(`/jobs/${encodeURIComponent(id)}/cancel`);
  return data;
}

/** A new run of a failed or cancelled job (409 JOB_NOT_RETRYABLE otherwise). */
export async function retryJob(id: string): Promise<StartedJobView> {
  const { data } = await api.post<StartedJobView>(`/jobs/${encodeURIComponent(id)}/retry`);
  return data;
}

const pipelinePath = (pipeline: Pipeline) => `/siasn/ws/admin/${pipeline}`;

export async function listPipeline(pipeline: Pipeline, period: PeriodQuery, query: PipelineListQuery): Promise<PipelineListAnswer> {
  const { data } = await api.get<PipelineListAnswer>(withQuery(pipelinePath(pipeline), { ...period, ...query }));
  return data;
}

/** Starts the period's sync, or answers the one already queued or running (`existing`). */
export async function syncPipeline(pipeline: Pipeline, period: PeriodQuery): Promise<StartedJobView> {
  const { data } = await api.post<StartedJobView>(`${pipelinePath(pipeline)}/sync`, period);
  return data;
}

export interface SkKpUpload {
  idUsulan: string;
  noSk: string;
  /** YYYY-MM-DD */
  tglSk: string;
  file: File;
  /** 0-100 while the PDF goes out (axios onUploadProgress). */
  onProgress?: (percent: number) => void;
}

/** POST /siasn/ws/admin/kp/upload-dok-sk-kp as multipart: a KP proposal's decree to SIASN. */
export async function uploadSkKp({ idUsulan, noSk, tglSk, file, onProgress }: SkKpUpload): Promise<{ message: string }> {
  const form = new FormData();
  form.append('id_usulan', idUsulan);
  form.append('no_sk', noSk);
  form.append('tgl_sk', tglSk);
  form.append('file', file);
  const { data } = await api.post<{ message: string }>(`${pipelinePath('kp')}/upload-dok-sk-kp`, form, {
    onUploadProgress: (event: AxiosProgressEvent) => {
      if (event.total) onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
    },
  });
  return data;
}

// Links, not calls: the basePath is not added to <a href> of API routes.
const linkPath = (pipeline: Pipeline, route: string) => `/helpdesk/api${pipelinePath(pipeline)}/${route}`;

/** The period's whole list (with the search and status of the screen) as a spreadsheet. */
export const pipelineDownloadUrl = (pipeline: Pipeline, period: PeriodQuery, filters: Pick<PipelineListQuery, 'search' | 'status'>, format: 'xlsx' | 'csv') =>
  withQuery(linkPath(pipeline, 'download'), { ...period, ...filters, format });

/** A decree or pertek of a listed row, through the portal. */
export const pipelineDocumentUrl = (pipeline: Pipeline, filePath: string) => withQuery(linkPath(pipeline, 'proxy'), { filePath });
