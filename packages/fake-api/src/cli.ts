#!/usr/bin/env node
import { runCli } from './run-cli.js';

const result = await runCli(process.argv.slice(2), {
  out: (line) => console.log(line),
  err: (line) => console.error(line),
}).catch((error: unknown) => {
  console.error(error);
  return { exitCode: 1 };
});

if ('exitCode' in result) {
  process.exitCode = result.exitCode;
} else {
  const { api } = result;
  const stop = () => {
    api.close().then(() => process.exit(0));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}
