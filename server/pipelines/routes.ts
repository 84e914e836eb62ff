import { z } from 'zod';
import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { jobStartRoute } from '@/server/jobs/start-route';
import { sendDocument } from '@/server/siasn/writes/download';
import { DownloadFormatSchema, PipelineDocumentQuerySchema, pipelineListFields, type Pipeline, type PipelineListQuery } from '@/utils/schemas/personnel-admin';
import { pipelineDocument } from './documents';
import { sendPipelineSpreadsheet } from './export';
import { listPipeline } from './list';
import { sourceOf } from './sources';

// The routes of one pipeline (docs/personnel-admin.md section 3), each page under
// pages/api/siasn/ws/admin/{kp|pemberhentian|pengadaan}/ one line.
const permission = 'manage-personnel-pipelines';

export function pipelineListRoute(pipeline: Pipeline) {
  const source = sourceOf(pipeline);
  const query = z.intersection(source.period, z.object(pipelineListFields));
  return apiRoute({
    GET: route({
      permission,
      query,
      handle: async ({ query: q }) => listPipeline(await getDb(), source, source.period.parse(q), q as PipelineListQuery),
    }),
  });
}

export function pipelineSyncRoute(pipeline: Pipeline) {
  const source = sourceOf(pipeline);
  return jobStartRoute(source.kind, permission, source.period);
}

export function pipelineProxyRoute(pipeline: Pipeline) {
  const source = sourceOf(pipeline);
  return apiRoute({
    GET: route({
      permission,
      query: PipelineDocumentQuerySchema,
      handle: async ({ query, user, res }) => sendDocument(res, await pipelineDocument(await getDb(), source, query.filePath, user.id)),
    }),
  });
}

export function pipelineDownloadRoute(pipeline: Pipeline) {
  const source = sourceOf(pipeline);
  const filters = z.object({ search: pipelineListFields.search, status: pipelineListFields.status });
  return apiRoute({
    GET: route({
      permission,
      query: z.intersection(z.intersection(source.period, filters), DownloadFormatSchema),
      handle: async ({ query, res, user }) => {
        const q = query as z.output<typeof filters> & z.output<typeof DownloadFormatSchema>;
        await sendPipelineSpreadsheet(res, await getDb(), user, source, source.period.parse(query), q, q.format);
      },
    }),
  });
}
