import { pipelineSyncRoute } from '@/server/pipelines/routes';

export default pipelineSyncRoute('pengadaan');
