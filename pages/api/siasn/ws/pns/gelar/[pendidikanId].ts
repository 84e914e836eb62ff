import { z } from 'zod';
import { getDb } from '@/server/db';
import { apiRoute, route } from '@/server/http/api-route';
import { toggleGelar } from '@/server/siasn/writes/gelar';
import { ownNip } from '@/server/siasn/whose-record';
import { GelarToggle } from '@/utils/schemas/siasn-usulan';

const Params = z.object({ pendidikanId: z.string().regex(/^[A-Za-z0-9-]{1,64}$/, 'ID pendidikan tidak valid') });

export default apiRoute({
  PUT: route({
    query: Params,
    body: GelarToggle,
    handle: async ({ user, query, body }) => toggleGelar({ db: await getDb(), user, nip: ownNip(user), pendidikanId: query.pendidikanId, ...body }),
  }),
});
