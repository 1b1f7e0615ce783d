import { ApiError } from '../../../shared/api/client.ts';

/** A fake server answer: data, or an ApiError to throw (e.g. 402 declined). */
type Handler = (
  body: Record<string, unknown>,
  opts: { headers?: Record<string, string>; params?: Record<string, string> },
) => unknown;

/**
 * Test helper: a callApi implementation answering by the call's path from `handlers` (each gets
 * the body and options; an unknown path throws). Also records every call as `[path, body, opts]`.
 */
export function fakeApi(handlers: Record<string, Handler>) {
  const calls: Array<
    [string, Record<string, unknown>, { headers?: Record<string, string>; params?: Record<string, string> }]
  > = [];
  const impl = async (
    route: { path: string },
    body: Record<string, unknown>,
    opts: Record<string, unknown> = {},
  ) => {
    calls.push([route.path, body, opts]);
    const handler = handlers[route.path];
    if (!handler) throw new ApiError(`no fake for ${route.path}`, 500);
    return handler(body, opts);
  };
  return { impl, calls, bodiesOf: (path: string) => calls.filter(([p]) => p === path).map(([, b]) => b) };
}

/** The 402 answer of a declined card (decision 0022). */
export const declined = () => {
  throw new ApiError('Bank declined payment, please try again', 402);
};
