// Fault injection of the bank sandbox (CONVENTIONS rule 14, sandboxes/shared/gateway-faults.mjs): a
// path prefix (or every call), the bank's own cut JSON and `{ code, message }`.
import { createPrefixFaults, gatewayFaultAnswer } from '../shared/gateway-faults.mjs';

export const createFaults = createPrefixFaults;

export const faultAnswer = gatewayFaultAnswer({ cutJson: '{"data":[{"code":"KPR","rate_pa":7.5', errorJson: (status, message) => ({ code: `HTTP_${status}`, message }) });
