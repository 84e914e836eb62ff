import { z } from 'zod';
import { getDb } from '@/server/db';
import { route } from '@/server/http/api-route';
import { receiveUpload } from '@/server/uploads/receive-upload';
import { UsulanFields } from '@/utils/schemas/siasn-usulan';
import { routeNip, type Whose } from '../whose-record';
import { submitUsulan } from './usulan';

/** POST a proposal with its document (multipart): the own record, or an admin's for `{nip}`. */
export const usulanRoute = (whose: Whose) =>
  route({
    rateLimit: 'siasn-write',
    status: 201,
    query: z.object({ nip: z.string().optional() }),
    handle: async ({ req, user, query }) => {
      const file = await receiveUpload(req);
      const fields = UsulanFields.parse(file.fields);
      return submitUsulan({ db: await getDb(), user, nip: routeNip(whose, user, query), fields, file });
    },
  });
