import { jobStartRoute } from '@/server/jobs/start-route';

export default jobStartRoute('unor-sync', 'manage-personnel-reports');
