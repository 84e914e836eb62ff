import { z } from 'zod';
import { apiRoute, route } from '@/server/http/api-route';
import { readAssessment } from '@/server/siasn/assessment';
import { recordedRead } from '@/server/privacy/record-read';
import { requestedNip } from '@/server/siasn/whose-record';

// Any NIP's potensi and kompetensi assessments, for staff; 400 INVALID_NIP for a malformed one.
const Params = z.object({ nip: z.string() });

export default apiRoute({
  GET: route({
    permission: 'view-personnel-any',
    query: Params,
    handle: ({ user, query }) => {
      const nip = requestedNip(query.nip);
      return readAssessment({ nip }).then(recordedRead(user, nip, 'assessment'));
    },
  }),
});
