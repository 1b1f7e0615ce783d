import type { FastifyInstance } from 'fastify';

/** A plugin that decorates or hooks the instance it is registered on (not a child scope). */
export type SharedPlugin<O> = (app: FastifyInstance, opts: O) => Promise<void>;

/**
 * Marks `fn` as a shared plugin, as fastify-plugin does: Fastify reads the `skip-override`
 * symbol and runs the plugin in the parent's scope, so its decorators and hooks apply to every
 * route (Fastify docs: Plugins, "Handle the scope"). Avoids a direct fastify-plugin dependency.
 */
export function sharedPlugin<O>(name: string, fn: SharedPlugin<O>): SharedPlugin<O> {
  return Object.assign(fn, {
    [Symbol.for('skip-override')]: true,
    [Symbol.for('fastify.display-name')]: name,
  });
}
