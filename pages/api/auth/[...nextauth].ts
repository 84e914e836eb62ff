import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { buildAuthOptions } from '@/server/auth/options';
import { guardAuthRequest } from '@/server/auth/guard-auth-request';
import { clientIp } from '@/server/http/client-ip';
import { respondError } from '@/server/http/respond-error';
import { getLogger } from '@/server/log';

export default async function auth(req: NextApiRequest, res: NextApiResponse) {
  try {
    await guardAuthRequest(req);
  } catch (error) {
    return respondError(res, error, getLogger());
  }
  return NextAuth(req, res, buildAuthOptions({ ipAddress: clientIp(req), userAgent: req.headers['user-agent'] }));
}
