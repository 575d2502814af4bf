import { formatDateTime, formatMad } from '@zina/shared/format';
import { orderStatusLabel, paymentStatusLabel, type OrderStatus } from '@zina/shared/order-status';
import { formatMoroccanPhone } from '@zina/shared/phone';
import { ORDER_EDIT_MSG } from '@zina/shared/schemas/order-edit';
import type { Order } from '@zina/shared/schemas/order';
import { CARRIER_LABELS } from '@zina/shared/schemas/shipment';
import type { MailMessage } from '../../../lib/mail';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const lineTotal = (item: Order['items'][number]) => item.productId.price * item.quantity;

/** The delivery line: its fee, or « Gratuit » (issue 47). */
const deliveryText = (order: Order) =>
  order.deliveryFee > 0 ? formatMad(order.deliveryFee) : 'Gratuit';

function textBody(order: Order, intro: string): string {
  const a = order.delivery_address;
  return [
    intro,
    '',
    `Commande ${order.label} (référence ${order.orderId})`,
    `Date : ${formatDateTime(order.createdAt)}`,
    '',
    'Articles :',
    ...order.items.map(
      (i) =>
        `- ${i.product_details.name} × ${i.quantity} : ${formatMad(lineTotal(i))} (${formatMad(i.productId.price)} l’unité)`,
    ),
    '',
    `Sous-total : ${formatMad(order.subTotalAmt)}`,
    `Livraison : ${deliveryText(order)}`,
    `Total : ${formatMad(order.totalAmt)}`,
    `Paiement : ${paymentStatusLabel(order.payment_status)}`,
    '',
    'Adresse de livraison :',
    a.adresse,
    a.ville,
    formatMoroccanPhone(a.telephone),
  ].join('\n');
}

function htmlBody(order: Order, intro: string, action?: MailAction): string {
  const a = order.delivery_address;
  const rows = order.items
    .map(
      (i) =>
        `<tr><td>${escapeHtml(i.product_details.name)}</td><td style="text-align:center">${i.quantity}</td>` +
        `<td style="text-align:right">${escapeHtml(formatMad(i.productId.price))}</td>` +
        `<td style="text-align:right">${escapeHtml(formatMad(lineTotal(i)))}</td></tr>`,
    )
    .join('');
  return `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(intro)}</p>${action ? actionButton(action) : ''}
<h2>Commande ${escapeHtml(order.label)}</h2>
<p>Référence : ${escapeHtml(order.orderId)}<br>Date : ${escapeHtml(formatDateTime(order.createdAt))}</p>
<table cellpadding="6" style="border-collapse:collapse;border:1px solid #ddd">
<thead><tr><th align="left">Article</th><th>Quantité</th><th align="right">Prix unitaire</th><th align="right">Total</th></tr></thead>
<tbody>${rows}</tbody></table>
<p>Sous-total : ${escapeHtml(formatMad(order.subTotalAmt))}<br>Livraison : ${escapeHtml(deliveryText(order))}<br>
<strong>Total : ${escapeHtml(formatMad(order.totalAmt))}</strong><br>
Paiement : ${escapeHtml(paymentStatusLabel(order.payment_status))}</p>
<p><strong>Adresse de livraison</strong><br>${escapeHtml(a.adresse)}<br>${escapeHtml(a.ville)}<br>${escapeHtml(formatMoroccanPhone(a.telephone))}</p>
</body></html>`;
}

interface MailAction {
  label: string;
  url: string;
}

const actionButton = ({ label, url }: MailAction) =>
  `<p><a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 20px;background:#111;color:#fff;text-decoration:none;border-radius:6px">${escapeHtml(label)}</a></p>`;

/** SPEC.md §10: the customer confirms the order from the mail; the desk need not call. */
const CONFIRM_ACTION = 'Confirmer ma commande';

/**
 * The customer's confirmation (with the link that confirms the order in one click) and the
 * shop's notice of a new order, in French.
 */
export function orderConfirmationMails(
  order: Order,
  { shopEmail, confirmUrl }: { shopEmail: string; confirmUrl: string },
): MailMessage[] {
  const label = order.label;
  const customerIntro = `Bonjour ${order.userId.name}, merci pour votre commande ! Nous la préparons et vous livrons gratuitement sous 24 à 48 h. Vous paierez à la livraison.`;
  const shopIntro = `Nouvelle commande de ${order.userId.name} (${order.userId.email}).`;
  return [
    ...customerMail(order, {
      subject: `Confirmation de votre commande ${label}`,
      text: `${textBody(order, customerIntro)}\n\n${CONFIRM_ACTION} (lien valable 48 h) :\n${confirmUrl}\n\nL’équipe Zina`,
      html: htmlBody(order, customerIntro, { label: CONFIRM_ACTION, url: confirmUrl }),
    }),
    {
      to: shopEmail,
      subject: `Nouvelle commande ${label} : ${formatMad(order.totalAmt)}`,
      text: textBody(order, shopIntro),
      html: htmlBody(order, shopIntro),
    },
  ];
}

/** What the customer is told when the shop moves the order into a status; others say nothing. */
const STATUS_NEWS: Partial<Record<OrderStatus, (order: Order) => string>> = {
  confirmed: () => 'votre commande est confirmée. Nous la préparons pour l’expédition.',
  shipped: (o) =>
    `votre commande est en route. Vous paierez ${formatMad(o.totalAmt)} au livreur, à la livraison.` +
    (o.shipment
      ? ` Transporteur : ${CARRIER_LABELS[o.shipment.carrier]}, numéro de suivi ${o.shipment.trackingNumber}` +
        (o.shipment.trackingUrl ? ` (suivre le colis : ${o.shipment.trackingUrl}).` : '.')
      : ''),
  delivered: () => 'votre commande a été livrée. Merci pour votre confiance !',
  cancelled: () =>
    'votre commande a été annulée. Si vous ne l’avez pas demandé, répondez simplement à cet email.',
};

/** The customer's notice of the order's new status, when that status is news to them. */
export function orderStatusMail(order: Order, status: OrderStatus): MailMessage | null {
  const news = STATUS_NEWS[status];
  if (!news) return null;
  const intro = `Bonjour ${order.userId.name}, ${news(order)}`;
  const [mail] = customerMail(order, {
    subject: `Votre commande ${order.label} : ${orderStatusLabel(status).toLowerCase()}`,
    text: `${textBody(order, intro)}\n\nL’équipe Zina`,
    html: htmlBody(order, intro),
  });
  return mail ?? null;
}

/**
 * A mail to the order's customer, or none: an express order may come without an e-mail
 * address (the desk reaches it by phone).
 */
function customerMail(order: Order, mail: Omit<MailMessage, 'to'>): MailMessage[] {
  return order.userId.email ? [{ to: order.userId.email, ...mail }] : [];
}

/** The customer's notice of an order changed on the call (issue 46): the new lines and total. */
export function orderEditedMail(order: Order, oldTotal: number): MailMessage | null {
  const intro =
    `Bonjour ${order.userId.name}, comme convenu au téléphone, votre commande a été modifiée : ` +
    `le total passe de ${formatMad(oldTotal)} à ${formatMad(order.totalAmt)}.`;
  const [mail] = customerMail(order, {
    subject: ORDER_EDIT_MSG.mailSubject(order.label),
    text: `${textBody(order, intro)}\n\nL’équipe Zina`,
    html: htmlBody(order, intro),
  });
  return mail ?? null;
}
