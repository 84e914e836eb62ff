import { z } from 'zod';
import { apiRoute, route } from '@/server/http/api-route';
import { readAssessment } from '@/server/siasn/assessment';
import { requestedNip } from '@/server/siasn/whose-record';

// Any NIP's potensi and kompetensi assessments, for staff; 400 INVALID_NIP for a malformed one.
const Params = z.object({ nip: z.string() });

export default apiRoute({
  GET: route({
    permission: 'view-personnel-any',
    query: Params,
    handle: ({ query }) => readAssessment({ nip: requestedNip(query.nip) }),
  }),
});
