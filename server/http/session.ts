import type { NextApiRequest } from 'next';
import { getToken } from 'next-auth/jwt';
import type { SessionUser } from '@/utils/session-user';

/**
 * Reads the signed-in user from the next-auth JWT cookie: no database round trip per request.
 * Role changes reach the token on the next sign-in or session update.
 */
export async function getSessionUser(req: NextApiRequest): Promise<SessionUser | null> {
  const token = await getToken({ req, secret: process.env.NEXTAUTH_SECRET });
  return token?.user ?? null;
}
