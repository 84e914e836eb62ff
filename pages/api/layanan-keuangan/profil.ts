import { apiRoute, route } from '@/server/http/api-route';
import { ownApplicant } from '@/server/loans/applicant';

export default apiRoute({
  GET: route({ handle: ({ user }) => ownApplicant({ user }) }),
});
