import type { NextApiRequest, NextApiResponse } from 'next';
import NextAuth from 'next-auth';
import { buildAuthOptions } from '@/server/auth/options';
import { clientIp } from '@/server/http/client-ip';

export default function auth(req: NextApiRequest, res: NextApiResponse) {
  return NextAuth(req, res, buildAuthOptions({ ipAddress: clientIp(req), userAgent: req.headers['user-agent'] }));
}
