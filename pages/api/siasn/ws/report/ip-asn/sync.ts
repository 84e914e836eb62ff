import { jobStartRoute } from '@/server/jobs/start-route';

export default jobStartRoute('ip-asn-sync', 'manage-personnel-reports');
