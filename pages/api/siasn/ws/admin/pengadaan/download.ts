import { pipelineDownloadRoute } from '@/server/pipelines/routes';

export default pipelineDownloadRoute('pengadaan');
