import { jobStartRoute } from '@/server/jobs/start-route';
import { IpAsnSyncSchema } from '@/utils/schemas/personnel-reports';

export default jobStartRoute('ip-asn-sync', 'manage-personnel-reports', IpAsnSyncSchema);
