// Fault injection of the agency sandbox (CONVENTIONS rule 14, sandboxes/shared/gateway-faults.mjs):
// a path prefix (or every API call), and its own cut JSON and error body. Set in-process
// (setFaults) or through POST /__control/faults.
import { createPrefixFaults, gatewayFaultAnswer } from '../shared/gateway-faults.mjs';

export const createFaults = createPrefixFaults;

export const faultAnswer = gatewayFaultAnswer({ cutJson: '{"data":{"nip":"', errorJson: (status, message) => ({ code: `HTTP_${status}`, message }) });
