// The browser tests' portal logs at info into a file, so a test can scan every log line (the SIASN
// token check, tests/e2e/personnel-tokens.test.ts); warnings and errors still reach the console.
import { createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';

const WARN = 40;

function levelOf(line) {
  try {
    return JSON.parse(line).level ?? WARN;
  } catch {
    return WARN; // not pino's JSON: a crash or Next's own output, always worth showing
  }
}

/** Copies the child's stdout and stderr line by line into `file`; lines at warn or above also to the console. */
export function teePortalLog(child, file) {
  const out = createWriteStream(file, { flags: 'a' });
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      out.write(`${line}\n`);
      if (levelOf(line) >= WARN) console.log(line);
    });
  }
  return () => new Promise((resolve) => out.end(resolve));
}
