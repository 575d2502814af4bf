import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import {
  WEBHOOK_MSG,
  WebhookEndpointInputSchema,
  type WebhookDelivery,
  type WebhookEndpoint,
} from '@zina/shared/schemas/webhooks';
import { callsTo, ok, on, refuse, server } from '../../test/fake-api';
import { renderWithClient } from '../../test/render';
import { signInAdmin } from '../../test/session';
import WebhooksPage from './webhooks-page';

configure({ asyncUtilTimeout: 5000 });

const SECRET = 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw';
const CRM = 'https://crm.exemple.ma/hooks/zina';

const endpointOf = (
  id: string,
  url: string,
  events: WebhookEndpoint['events'],
): WebhookEndpoint => ({
  _id: id,
  url,
  events,
  active: true,
  createdAt: '2026-11-20T10:00:00.000Z',
});

const failed: WebhookDelivery = {
  _id: 'd00000000000000000000001',
  endpointId: 'e00000000000000000000001',
  event: 'order.created',
  status: 'failed',
  attempts: 12,
  lastStatus: 500,
  lastError: 'HTTP 500',
  createdAt: '2026-11-20T10:05:00.000Z',
  sentAt: null,
  nextAttemptAt: null,
};

/** The endpoints as the server keeps them: added, listed, deleted and replayed as the API does. */
function webhooksServer() {
  const endpoints = [endpointOf('e00000000000000000000001', CRM, ['order.created'])];
  server.use(
    on('GET /api/webhook/endpoints', () => ok(endpoints, WEBHOOK_MSG.endpoints), {
      signedIn: true,
    }),
    on(
      'POST /api/webhook/endpoints',
      ({ body }) => {
        const parsed = WebhookEndpointInputSchema.safeParse(body);
        if (!parsed.success) return refuse(400, parsed.error.issues[0]!.message);
        if (new URL(parsed.data.url).hostname === '127.0.0.1') {
          return refuse(400, WEBHOOK_MSG.privateAddress);
        }
        const endpoint = endpointOf(
          'e00000000000000000000002',
          parsed.data.url,
          parsed.data.events,
        );
        endpoints.unshift(endpoint);
        return ok({ ...endpoint, secret: SECRET }, WEBHOOK_MSG.created);
      },
      { signedIn: true, status: 201 },
    ),
    on(
      'DELETE /api/webhook/endpoints/:id',
      (_call, params) => {
        const at = endpoints.findIndex((e) => e._id === params.id);
        const [gone] = endpoints.splice(at, 1);
        return ok(gone!, WEBHOOK_MSG.deleted);
      },
      { signedIn: true },
    ),
    on(
      'GET /api/webhook/deliveries',
      ({ query }) => ok(query.endpointId === failed.endpointId ? [failed] : []),
      { signedIn: true },
    ),
    on(
      'POST /api/webhook/deliveries/:id/replay',
      () => ok({ ...failed, status: 'pending' as const }, WEBHOOK_MSG.replayed),
      { signedIn: true },
    ),
  );
  signInAdmin();
  return renderWithClient(<WebhooksPage />);
}

describe('Webhooks (issue 48)', { timeout: 20_000 }, () => {
  it('lists each endpoint with its recent deliveries, and replays one', async () => {
    const { user } = webhooksServer();
    const crm = await screen.findByRole('article', { name: CRM });
    within(crm).getByText('Commande reçue');
    const row = await within(crm).findByText('order.created');
    expect(row.parentElement?.textContent).toMatch(/Échec · 12 essais · HTTP 500/);
    await user.click(within(crm).getByRole('button', { name: /^Renvoyer order\.created/ }));
    await screen.findByText(WEBHOOK_MSG.replayed);
    expect(callsTo(`POST /api/webhook/deliveries/${failed._id}/replay`)).toHaveLength(1);
  });

  it('adds an endpoint with its events and shows its secret once', async () => {
    const { user } = webhooksServer();
    const form = await screen.findByRole('form', { name: 'Ajouter un webhook' });
    await user.type(within(form).getByLabelText('URL du récepteur'), 'ftp://exemple.ma/x');
    await user.click(within(form).getByRole('button', { name: 'Ajouter' }));
    await within(form).findByText(WEBHOOK_MSG.badUrl);
    await within(form).findByText(WEBHOOK_MSG.noEvent);
    expect(callsTo('POST /api/webhook/endpoints')).toHaveLength(0);

    const url = within(form).getByLabelText('URL du récepteur');
    await user.clear(url);
    await user.type(url, 'https://n8n.exemple.ma/webhook/commandes');
    await user.click(within(form).getByRole('checkbox', { name: /Commande reçue/ }));
    await user.click(within(form).getByRole('checkbox', { name: /Commande confirmée/ }));
    await user.click(within(form).getByRole('button', { name: 'Ajouter' }));
    expect((await screen.findByTestId('webhook-secret')).textContent).toBe(SECRET);
    expect(callsTo('POST /api/webhook/endpoints')[0]?.body).toEqual({
      url: 'https://n8n.exemple.ma/webhook/commandes',
      events: ['order.created', 'order.confirmed'],
    });
    await screen.findByRole('article', { name: 'https://n8n.exemple.ma/webhook/commandes' });
    await user.click(screen.getByRole('button', { name: 'J’ai copié le secret' }));
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('shows the server’s refusal of a private address', async () => {
    const { user } = webhooksServer();
    const form = await screen.findByRole('form', { name: 'Ajouter un webhook' });
    await user.type(within(form).getByLabelText('URL du récepteur'), 'http://127.0.0.1:8080/x');
    await user.click(within(form).getByRole('checkbox', { name: /Commande livrée/ }));
    await user.click(within(form).getByRole('button', { name: 'Ajouter' }));
    await screen.findByText(WEBHOOK_MSG.privateAddress);
    expect(screen.queryByTestId('webhook-secret')).toBeNull();
  });

  it('deletes an endpoint once asked', async () => {
    const { user } = webhooksServer();
    const crm = await screen.findByRole('article', { name: CRM });
    await user.click(within(crm).getByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Supprimer ce webhook ?' });
    await user.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await screen.findByText(WEBHOOK_MSG.deleted);
    await waitFor(() => expect(screen.queryByRole('article', { name: CRM })).toBeNull());
  });
});
