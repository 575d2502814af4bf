import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, CUSTOMER, createTestApp, loginAs, type TestApp } from './test-app';

let t: TestApp;
// Fresh sessions for each route: one of the routes is logout, which closes the session it is called with.
const customer = () => loginAs(t.app, CUSTOMER.email, CUSTOMER.password).then((s) => s.auth);
const admin = () => loginAs(t.app, ADMIN.email, ADMIN.password).then((s) => s.auth);

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const SAMPLE_ID = '0123456789abcdef01234567';
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, SAMPLE_ID);

describe('access matrix over the route table', () => {
  it('every /api and /auth route declares an access level, and each level holds', async () => {
    const routes = t.app.routeTable.filter(
      (r) => r.url.startsWith('/api/') || r.url.startsWith('/auth/'),
    );
    expect(routes.length).toBeGreaterThan(0);
    let checks = 0;
    const failures: string[] = [];
    for (const route of routes) {
      expect(route.access, `${route.method} ${route.url}`).toMatch(/^(public|user|admin)$/);
      const call = (headers: Record<string, string>) =>
        t.app.inject({
          method: route.method as 'GET',
          url: concrete(route.url),
          headers: { ...headers, 'content-type': 'application/json' },
          payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : '{}',
        });
      const visitor = await call({});
      checks++;
      if (route.access !== 'public' && visitor.statusCode !== 401) {
        failures.push(`visitor reached ${route.method} ${route.url}: ${visitor.statusCode}`);
      }
      if (route.access === 'admin') {
        const asCustomer = await call(await customer());
        checks++;
        if (asCustomer.statusCode !== 403) {
          failures.push(`customer reached ${route.method} ${route.url}: ${asCustomer.statusCode}`);
        }
        const asAdmin = await call(await admin());
        checks++;
        if (asAdmin.statusCode === 401 || asAdmin.statusCode === 403 || asAdmin.statusCode >= 500) {
          failures.push(`admin refused on ${route.method} ${route.url}: ${asAdmin.statusCode}`);
        }
      }
      if (route.access === 'user') {
        const asCustomer = await call(await customer());
        checks++;
        if (
          [401, 403].includes(asCustomer.statusCode) ||
          (asCustomer.statusCode >= 500 && asCustomer.statusCode !== 503)
        ) {
          failures.push(
            `customer refused on ${route.method} ${route.url}: ${asCustomer.statusCode}`,
          );
        }
      }
    }
    console.log(
      `access matrix: ${routes.length} routes, ${checks} route × role checks, ${failures.length} failures`,
    );
    expect(failures).toEqual([]);
  });
});
