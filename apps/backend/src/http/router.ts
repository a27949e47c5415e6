import { OpenAPIHono } from '@hono/zod-openapi';
import type { Env } from 'hono';
import { validationHook } from './errors';

/** Every route group is an OpenAPIHono whose failed validations answer 400 the same way. */
export function createRouter<E extends Env = Env>() {
  return new OpenAPIHono<E>({ defaultHook: validationHook });
}
