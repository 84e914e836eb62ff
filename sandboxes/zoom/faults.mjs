// Fault injection of the Zoom sandbox (CONVENTIONS rule 14, sandboxes/shared/gateway-faults.mjs): a
// path prefix (or every call, token calls included), and Zoom's own cut JSON and `{ code, message }`.
// Token expiry is its own control (POST /__control/tokens/expire).
import { createPrefixFaults, gatewayFaultAnswer } from '../shared/gateway-faults.mjs';

export const createFaults = createPrefixFaults;

export const faultAnswer = gatewayFaultAnswer({ cutJson: '{"id":8501000', errorJson: (status, message) => ({ code: status, message }) });
