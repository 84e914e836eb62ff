import { apiRoute, route } from '@/server/http/api-route';
import { readAssessment } from '@/server/siasn/assessment';
import { ownNip } from '@/server/siasn/whose-record';

// The own potensi and kompetensi assessments (agency gateway), on the session's NIP.
export default apiRoute({
  GET: route({ handle: ({ user }) => readAssessment({ nip: ownNip(user) }) }),
});
