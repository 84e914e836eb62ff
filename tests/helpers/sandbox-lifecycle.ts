import { afterAll, beforeAll } from 'vitest';

/**
 * Sets `values` in process.env; the function it returns puts every variable of `names` (by default
 * those set) back as it was, unsetting the ones that were unset.
 */
export function applyEnv(values: Record<string, string>, names: readonly string[] = Object.keys(values)): () => void {
  const saved = Object.fromEntries(names.map((name) => [name, process.env[name]]));
  Object.assign(process.env, values);
  return () => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  };
}

export interface AppliedSandbox<S> {
  sandbox: S;
  /** Closes the sandbox and puts what applying it changed back. */
  restore(): Promise<void>;
}

/**
 * One sandbox for the test file (call at file level): applied before the file's own `beforeAll`,
 * restored after its tests. Read `sandbox` inside hooks and tests only; `name` is the caller's, for
 * the error when it is read too early.
 */
export function useAppliedSandbox<S>(name: string, apply: () => Promise<AppliedSandbox<S>>): { readonly sandbox: S } {
  let current: AppliedSandbox<S> | undefined;
  beforeAll(async () => {
    current = await apply();
  });
  afterAll(async () => {
    await current?.restore();
  });
  return {
    get sandbox() {
      if (!current) throw new Error(`${name}(): read the sandbox inside hooks and tests, after its beforeAll`);
      return current.sandbox;
    },
  };
}
