import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { buildAuthOptions } from '@/server/auth/options';
import { guardAuthRequest, respondAuthRefusal } from '@/server/auth/guard-auth-request';
import { clientIp } from '@/server/http/client-ip';
import { trackRequest } from '@/server/http/in-flight';
import { applyApiSecurityHeaders } from '@/server/http/api-security-headers';
import { getLogger } from '@/server/log';

export default async function auth(req: NextApiRequest, res: NextApiResponse) {
  // Counted in flight: sign-in callbacks write to the database, which shutdown closes after them.
  const done = trackRequest();
  try {
    applyApiSecurityHeaders(req, res);
    try {
      await guardAuthRequest(req);
    } catch (error) {
      return respondAuthRefusal(res, error, getLogger());
    }
    return await NextAuth(req, res, buildAuthOptions({ ipAddress: clientIp(req), userAgent: req.headers['user-agent'] }));
  } finally {
    done();
  }
}
