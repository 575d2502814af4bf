import type { Body, Route } from './contract';
import { on, type Resolver, type RouteOptions } from './routes';
import { server } from './server';

/** For each route, its success body, or a function of the call giving a body or a Response. */
export type RouteTable = { [R in Route]?: Body<R> | Resolver<Body<R>> };

/**
 * Answers each route of `table` (signed-in only unless `opts` says otherwise): the quick way to
 * give a screen its data when no state needs to change between calls.
 */
export function fakeRoutes(table: RouteTable, opts: RouteOptions = { signedIn: true }) {
  for (const [route, entry] of Object.entries(table) as [Route, unknown][]) {
    const reply = (typeof entry === 'function' ? entry : () => entry) as Resolver<Body<Route>>;
    server.use(on(route, reply, opts));
  }
}
