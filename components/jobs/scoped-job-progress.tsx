import { withAntdScope } from '@/components/ui/antd-scope';
import { JobProgress } from './job-progress';

/** JobProgress in its AntdScope, for screens that load it on demand (only while a job is shown). */
export default withAntdScope(JobProgress);
