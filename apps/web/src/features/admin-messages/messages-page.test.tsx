import { describe, expect, it } from 'vitest';
import { configure, screen, waitFor, within } from '@testing-library/react';
import { MESSAGE_EVENTS, MESSAGE_TEXTS, type MessageEvent } from '@zina/shared/message-texts';
import {
  allowedPlaceholders,
  MESSAGE_TEMPLATES_MSG,
  unknownPlaceholder,
  type MessageTemplate,
} from '@zina/shared/schemas/message-templates';
import { callsTo, ok, on, refuse, server } from '../../test/fake-api';
import { renderWithClient } from '../../test/render';
import { signInAdmin } from '../../test/session';
import MessagesPage from './messages-page';

configure({ asyncUtilTimeout: 5000 });

const templateOf = (event: MessageEvent, text?: string): MessageTemplate => ({
  event,
  text: text ?? MESSAGE_TEXTS[event],
  defaultText: MESSAGE_TEXTS[event],
  placeholders: allowedPlaceholders(event),
  custom: text !== undefined,
});

/** The templates as the server keeps them: saved and reset as the API does. */
function messagesServer() {
  const saved = new Map<MessageEvent, string>([['delivered', 'Livrée, merci {nom} !']]);
  const list = () => MESSAGE_EVENTS.map((e) => templateOf(e, saved.get(e)));
  server.use(
    on('GET /api/messages/templates', () => ok(list(), MESSAGE_TEMPLATES_MSG.templates), {
      signedIn: true,
    }),
    on(
      'PUT /api/messages/templates/:event',
      ({ body }, params) => {
        const event = params.event as MessageEvent;
        const text = String(body?.text);
        const unknown = unknownPlaceholder(event, text);
        if (unknown) {
          return refuse(
            400,
            MESSAGE_TEMPLATES_MSG.unknownPlaceholder(unknown, allowedPlaceholders(event)),
          );
        }
        saved.set(event, text);
        return ok(templateOf(event, text), MESSAGE_TEMPLATES_MSG.saved);
      },
      { signedIn: true },
    ),
    on(
      'DELETE /api/messages/templates/:event',
      (_call, params) => {
        const event = params.event as MessageEvent;
        saved.delete(event);
        return ok(templateOf(event), MESSAGE_TEMPLATES_MSG.reset);
      },
      { signedIn: true },
    ),
  );
  signInAdmin();
  return renderWithClient(<MessagesPage />);
}

describe('Messages clients (issue 47)', { timeout: 20_000 }, () => {
  it('shows each step’s text, marks the shop’s own, and previews it with an order’s values', async () => {
    messagesServer();
    const received = await screen.findByRole('form', { name: 'Commande reçue' });
    expect(screen.getAllByRole('form')).toHaveLength(MESSAGE_EVENTS.length);
    expect(within(received).getByLabelText('Texte du message')).toHaveProperty(
      'value',
      MESSAGE_TEXTS.order_received,
    );
    expect(within(received).queryByText('Personnalisé')).toBeNull();
    const delivered = screen.getByRole('form', { name: 'Commande livrée' });
    within(delivered).getByText('Personnalisé');
    expect(within(delivered).getByTestId('preview-delivered').textContent).toBe(
      'Livrée, merci Salma Bennani !',
    );
  });

  it('saves an edited text, and shows the server’s reason when a value cannot be filled', async () => {
    const { user } = messagesServer();
    const shipped = await screen.findByRole('form', { name: 'Commande expédiée' });
    const box = within(shipped).getByLabelText('Texte du message');
    await user.clear(box);
    await user.type(box, 'Colis {{suivi} parti, code {{promo}');
    await user.click(within(shipped).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(/La valeur \{promo\} n’existe pas pour ce message/);

    await user.clear(box);
    await user.type(box, 'Votre colis {{suivi} est parti avec {{transporteur}');
    expect(within(shipped).getByTestId('preview-shipped').textContent).toBe(
      'Votre colis AM123456789MA est parti avec Amana',
    );
    await user.click(within(shipped).getByRole('button', { name: 'Enregistrer' }));
    await screen.findByText(MESSAGE_TEMPLATES_MSG.saved);
    expect(callsTo('PUT /api/messages/templates/shipped').at(-1)?.body).toEqual({
      text: 'Votre colis {suivi} est parti avec {transporteur}',
    });
    await within(shipped).findByText('Personnalisé');
  });

  it('puts a text back to its default', async () => {
    const { user } = messagesServer();
    const delivered = await screen.findByRole('form', { name: 'Commande livrée' });
    await user.click(
      within(delivered).getByRole('button', { name: 'Revenir au texte par défaut' }),
    );
    await screen.findByText(MESSAGE_TEMPLATES_MSG.reset);
    await waitFor(() =>
      expect(within(delivered).getByLabelText('Texte du message')).toHaveProperty(
        'value',
        MESSAGE_TEXTS.delivered,
      ),
    );
    expect(within(delivered).queryByText('Personnalisé')).toBeNull();
  });
});
