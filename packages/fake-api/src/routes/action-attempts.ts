import type { Hono } from 'hono';
import type { Runtime } from '../state/runtime.js';
import { notFound } from './api-error.js';
import type { AppEnv } from './app-env.js';
import { defineRoute } from './define-route.js';

/** `/action_attempts/get|list`. */
export function registerActionAttemptRoutes(app: Hono<AppEnv>, rt: Runtime): void {
  defineRoute(app, rt, '/action_attempts/get', ({ params }) => {
    const attempt = rt.state.actionAttempts.get(params.action_attempt_id as string);
    if (!attempt) throw notFound('action_attempt');
    return { action_attempt: attempt };
  });
  defineRoute(app, rt, '/action_attempts/list', ({ params }) => {
    const ids = params.action_attempt_ids as string[];
    return { action_attempts: ids.flatMap((id) => rt.state.actionAttempts.get(id) ?? []) };
  });
}
