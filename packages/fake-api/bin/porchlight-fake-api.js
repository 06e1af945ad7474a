#!/usr/bin/env node
// Committed so `npm ci` can link the bin before anything is built; the CLI itself is in dist/.
await import('../dist/cli.js');
