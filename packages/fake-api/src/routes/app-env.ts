import type { HttpBindings } from '@hono/node-server';
import type { Context } from 'hono';

/** Hono environment: Node bindings (for dropping sockets) and the per-request id. */
export interface AppEnv {
  Bindings: HttpBindings;
  Variables: { requestId: string };
}

export type AppContext = Context<AppEnv>;
