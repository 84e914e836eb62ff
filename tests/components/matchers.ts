import { expect } from 'vitest';

// @testing-library/jest-dom is not installed; this is the one matcher the suite needs from it.
expect.extend({
  toBeInTheDocument(received: unknown) {
    const pass = received instanceof Node && received.ownerDocument?.body.contains(received) === true;
    return {
      pass,
      message: () => `expected ${this.utils.printReceived(received)} ${pass ? 'not ' : ''}to be in the document`,
    };
  },
});

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- must match vitest's declaration
  interface Matchers<T = any> {
    toBeInTheDocument(): T;
  }
}
