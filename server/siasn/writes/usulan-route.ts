import { z } from 'zod';
import { getDb } from '@/server/db';
import { route } from '@/server/http/api-route';
import { receiveUpload } from '@/server/uploads/receive-upload';
import { UsulanFields } from '@/utils/schemas/siasn-usulan';
import { routeNip, type Whose } from '../whose-record';
import { submitUsulan } from './usulan';
import { resendUsulanDocument } from './usulan-resend';

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

/** POST the new document of a proposal SIASN sent back (multipart `file`): the own record, or an admin's for `{nip}`. */
export const usulanResendRoute = (whose: Whose) =>
  route({
    rateLimit: 'siasn-write',
    query: z.object({ nip: z.string().optional(), id: z.string().min(1).max(64) }),
    handle: async ({ req, user, query }) => {
      const file = await receiveUpload(req);
      return resendUsulanDocument({ db: await getDb(), user, nip: routeNip(whose, user, query), id: query.id, file });
    },
  });
