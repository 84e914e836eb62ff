import { jobStartRoute } from '@/server/jobs/start-route';

export default jobStartRoute('employees-sync', 'manage-personnel-reports');
