// Types for TypeScript callers (tests, scripts) of server.mjs.
import type { GatewayFaults } from '../shared/gateway-faults.mjs';

export interface ZoomCredentials {
  accountId: string;
  clientId: string;
  clientSecret: string;
}

export interface ZoomSandboxOptions {
  /** 0 picks a free port (tests). Default 4040. */
  port?: number;
  /** Listen address and host of the URL. Default 'localhost'. */
  host?: string;
  /** Seed of the meeting ids, uuids and passwords. Default DEFAULT_SEED. */
  seed?: string;
  /** Lifetime of an issued token in seconds. Default 3600 (Zoom's). */
  tokenSeconds?: number;
  credentials?: ZoomCredentials;
  /** The clock (ms) the seed's times and the lists follow. Default Date.now. */
  now?: () => number;
}

export type ZoomFaults = GatewayFaults;

export interface ZoomSandboxEnv {
  ZOOM_API_URL: string;
  ZOOM_OAUTH_URL: string;
  ZOOM_ACCOUNT_ID: string;
  ZOOM_CLIENT_ID: string;
  ZOOM_CLIENT_SECRET: string;
}

/** A meeting as the sandbox keeps it (Zoom's field names). */
export interface ZoomSandboxMeeting {
  id: number;
  uuid: string;
  topic: string;
  type: number;
  status: 'waiting' | 'started' | 'finished';
  start_time?: string;
  duration: number;
  timezone: string;
  agenda: string;
  join_url: string;
  start_url: string;
  password: string;
  created_at: string;
  recurrence?: { type: number; repeat_interval?: number; end_times?: number };
}

export interface ZoomSandbox {
  /** e.g. http://localhost:4040 */
  url: string;
  /** The portal's ZOOM_* settings for this sandbox. */
  env: ZoomSandboxEnv;
  /** Calls received (control calls not counted), tokens issued, calls refused for the token, meetings kept. */
  stats(): { calls: number; tokensIssued: number; unauthorized: number; meetings: number };
  /** Replaces the current fault; throws a TypeError for an invalid description. */
  setFaults(faults: ZoomFaults): void;
  resetFaults(): void;
  /** Every issued token stops working; returns how many there were. */
  expireTokens(): number;
  /** Starts or ends a meeting; false for an unknown id. */
  setMeetingStatus(id: number | string, status: 'waiting' | 'started' | 'finished'): boolean;
  meeting(id: number | string): ZoomSandboxMeeting | null;
  /** Idempotent. */
  close(): Promise<void>;
}

export const DEFAULT_SEED: string;
export function startZoomSandbox(options?: ZoomSandboxOptions): Promise<ZoomSandbox>;
