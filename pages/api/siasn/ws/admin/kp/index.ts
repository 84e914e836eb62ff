import { pipelineListRoute } from '@/server/pipelines/routes';

export default pipelineListRoute('kp');
