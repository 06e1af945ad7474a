import { fileURLToPath } from 'node:url';
import { createContext, runInContext } from 'node:vm';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

// Runs the browser bundle in a bare V8 context: no Buffer, no process, no node:crypto, only
// what every browser and edge runtime has. Proves the portable path needs nothing else.
describe('Webhook in a runtime without Buffer or process', () => {
  it('signs and verifies with only standard globals', async () => {
    const entry = fileURLToPath(new URL('./index.ts', import.meta.url));
    const result = await build({
      entryPoints: [entry],
      bundle: true,
      format: 'iife',
      globalName: 'lib',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const code = result.outputFiles[0]?.text ?? '';
    expect(code).not.toMatch(/\bBuffer\b/);
    const sandbox = createContext({ TextEncoder, TextDecoder });
    runInContext(code, sandbox);
    const outcome = runInContext(
      `(() => {
        const wh = new lib.Webhook('whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw');
        const now = new Date();
        const headers = {
          'webhook-id': 'msg_1',
          'webhook-timestamp': String(Math.floor(now.getTime() / 1000)),
          'webhook-signature': wh.sign('msg_1', now, '{"a":1}'),
        };
        let tampered;
        try { wh.verify('{"a":2}', headers); } catch (e) { tampered = e.reason; }
        const known = wh.sign('msg_p5jXN8AQM9LWM0D4loKWxJek', new Date(1614265330000), '{"test": 2432232314}');
        return { parsed: wh.verify('{"a":1}', headers).a, tampered, known, hasProcess: typeof process };
      })()`,
      sandbox,
    );
    expect(outcome).toEqual({
      parsed: 1,
      tampered: 'no_matching_signature',
      known: 'v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=',
      hasProcess: 'undefined',
    });
  });
});
