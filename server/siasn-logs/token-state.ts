import type { SiasnTokenState, SiasnTokenStates } from '@/utils/schemas/siasn-logs';

interface TokenStateSource {
  tokenState(): { wso2: Partial<SiasnTokenState>; sso: Partial<SiasnTokenState> } | Promise<{ wso2: Partial<SiasnTokenState>; sso: Partial<SiasnTokenState> }>;
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

// Only the five named fields are copied: whatever else the gateway keeps next to them (the token
// itself, one day) never reaches an answer.
function pick(state: Partial<SiasnTokenState> | undefined): SiasnTokenState {
  return {
    held: state?.held === true,
    issuedAt: text(state?.issuedAt),
    expiresAt: text(state?.expiresAt),
    lastRefreshAt: text(state?.lastRefreshAt),
    lastError: text(state?.lastError),
    lastErrorAt: text(state?.lastErrorAt),
  };
}

/** The state of the WSO2 and SSO tokens of the gateway (GET /siasn/ws/token). */
export async function siasnTokenStates({ gateway }: { gateway: TokenStateSource }): Promise<SiasnTokenStates> {
  const states = await gateway.tokenState();
  return { wso2: pick(states.wso2), sso: pick(states.sso) };
}
