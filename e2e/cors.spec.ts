import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from './support/shop';

/**
 * A front end served on another origin (WEB_ORIGIN, see playwright.config.ts) changes a cart
 * through the API with PUT and DELETE; a page on an origin not listed cannot.
 */

const CUSTOMER = { email: 'client@zina.ma', password: 'ZinaClient2026!' };
const page = `<!doctype html><html lang="fr"><head><meta charset="utf-8"><title>Front</title></head>
<body><h1>Front end séparé</h1><script>
window.callApi = async (api, method, path, token, body) => {
  try {
    const res = await fetch(api + path, {
      method,
      headers: { authorization: 'Bearer ' + token, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return { status: res.status, body: await res.json() };
  } catch (e) {
    return { blocked: String(e) };
  }
};
</script></body></html>`;

function serveFront(port: number): Promise<Server> {
  const server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(page);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

test('a front end on WEB_ORIGIN updates and removes a cart line with PUT and DELETE', async ({
  page: browser,
  request,
  baseURL,
}) => {
  const api = baseURL!;
  const apiPort = Number(new URL(api).port);
  const front = await serveFront(apiPort + 2);
  const stranger = await serveFront(0);
  try {
    const login = await request.post('/api/user/login', { data: CUSTOMER });
    const token = (await login.json()).data.accesstoken as string;
    const products = await request.post('/api/product/get', { data: { page: 1, limit: 1 } });
    const productId = (await products.json()).data[0]._id as string;
    const added = await request.post('/api/cart/create', {
      data: { productId },
      headers: { authorization: `Bearer ${token}` },
    });
    const lineId = (await added.json()).data._id as string;

    await browser.goto(`http://127.0.0.1:${(front.address() as AddressInfo).port}/`);
    await expect(browser.getByRole('heading', { name: 'Front end séparé' })).toBeVisible();
    const call = (method: string, path: string, body: unknown) =>
      browser.evaluate(
        ([a, m, p, t, b]) =>
          (window as unknown as { callApi: (...x: unknown[]) => Promise<unknown> }).callApi(
            a,
            m,
            p,
            t,
            b,
          ),
        [api, method, path, token, body] as const,
      );

    const put = await call('PUT', '/api/cart/update-qty', { _id: lineId, qty: 2 });
    expect(put).toMatchObject({ status: 200, body: { success: true, data: { quantity: 2 } } });
    const del = await call('DELETE', '/api/cart/delete-cart-item', { _id: lineId });
    expect(del).toMatchObject({ status: 200, body: { success: true } });
    const cart = await request.get('/api/cart/get', {
      headers: { authorization: `Bearer ${token}` },
    });
    expect((await cart.json()).data).toEqual([]);

    // The same page on an origin that is not listed: the browser refuses the call.
    await browser.goto(`http://127.0.0.1:${(stranger.address() as AddressInfo).port}/`);
    const refused = await call('PUT', '/api/cart/update-qty', { _id: lineId, qty: 3 });
    expect(refused).toMatchObject({ blocked: expect.stringMatching(/Failed to fetch/) });
  } finally {
    front.close();
    stranger.close();
  }
});
