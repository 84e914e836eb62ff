import type { NextApiRequest, NextApiResponse } from 'next';

/**
 * Static JSON with no session, database or logging: the framework's own ceiling, which the
 * benchmark reports every other route against (docs/performance.md).
 */
export default function ping(_req: NextApiRequest, res: NextApiResponse) {
  res.status(200).json({ pong: true });
}
