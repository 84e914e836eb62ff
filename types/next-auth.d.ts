import type { DefaultSession } from 'next-auth';
import type { SessionUser } from '@/utils/session-user';

declare module 'next-auth' {
  interface Session {
    user: SessionUser & DefaultSession['user'];
  }
}

declare module 'next-auth/jwt' {
  interface JWT {
    user?: SessionUser;
    /** The user's session version when this session began (server/auth/session-state.ts). */
    sv?: number;
    /** This session's random id, ended on its own by signing out on this device. */
    sid?: string;
  }
}
