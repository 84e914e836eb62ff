import { pipelineProxyRoute } from '@/server/pipelines/routes';

export default pipelineProxyRoute('kp');
