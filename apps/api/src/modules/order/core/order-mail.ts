import { formatDateTime, formatMad } from '@zina/shared/format';
import { orderStatusLabel, paymentStatusLabel, type OrderStatus } from '@zina/shared/order-status';
import { formatMoroccanPhone } from '@zina/shared/phone';
import { ORDER_EDIT_MSG } from '@zina/shared/schemas/order-edit';
import type { Order } from '@zina/shared/schemas/order';
import { CARRIER_LABELS } from '@zina/shared/schemas/shipment';
import type { MailMessage } from '../../../lib/mail';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * An order's figures as its mails print them, formatted once per order: its confirmation sends
 * two mails of two bodies each, and Intl's formatting was most of composing them.
 */
interface OrderFigures {
  label: string;
  reference: string;
  date: string;
  lines: Array<{ name: string; quantity: number; unit: string; total: string }>;
  subTotal: string;
  /** Its fee, or « Gratuit » (issue 47). */
  delivery: string;
  total: string;
  payment: string;
  address: [string, string, string];
}

function figuresOf(order: Order): OrderFigures {
  const a = order.delivery_address;
  return {
    label: order.label,
    reference: order.orderId,
    date: formatDateTime(order.createdAt),
    lines: order.items.map((i) => ({
      name: i.product_details.name,
      quantity: i.quantity,
      unit: formatMad(i.productId.price),
      total: formatMad(i.productId.price * i.quantity),
    })),
    subTotal: formatMad(order.subTotalAmt),
    delivery: order.deliveryFee > 0 ? formatMad(order.deliveryFee) : 'Gratuit',
    total: formatMad(order.totalAmt),
    payment: paymentStatusLabel(order.payment_status),
    address: [a.adresse, a.ville, formatMoroccanPhone(a.telephone)],
  };
}

function textBody(f: OrderFigures, intro: string): string {
  return [
    intro,
    '',
    `Commande ${f.label} (référence ${f.reference})`,
    `Date : ${f.date}`,
    '',
    'Articles :',
    ...f.lines.map((l) => `- ${l.name} × ${l.quantity} : ${l.total} (${l.unit} l’unité)`),
    '',
    `Sous-total : ${f.subTotal}`,
    `Livraison : ${f.delivery}`,
    `Total : ${f.total}`,
    `Paiement : ${f.payment}`,
    '',
    'Adresse de livraison :',
    ...f.address,
  ].join('\n');
}

function htmlBody(f: OrderFigures, intro: string, action?: MailAction): string {
  const rows = f.lines
    .map(
      (l) =>
        `<tr><td>${escapeHtml(l.name)}</td><td style="text-align:center">${l.quantity}</td>` +
        `<td style="text-align:right">${escapeHtml(l.unit)}</td>` +
        `<td style="text-align:right">${escapeHtml(l.total)}</td></tr>`,
    )
    .join('');
  const [adresse, ville, telephone] = f.address.map(escapeHtml);
  return `<!doctype html><html lang="fr"><body style="font-family:Arial,sans-serif;color:#222">
<p>${escapeHtml(intro)}</p>${action ? actionButton(action) : ''}
<h2>Commande ${escapeHtml(f.label)}</h2>
<p>Référence : ${escapeHtml(f.reference)}<br>Date : ${escapeHtml(f.date)}</p>
<table cellpadding="6" style="border-collapse:collapse;border:1px solid #ddd">
<thead><tr><th align="left">Article</th><th>Quantité</th><th align="right">Prix unitaire</th><th align="right">Total</th></tr></thead>
<tbody>${rows}</tbody></table>
<p>Sous-total : ${escapeHtml(f.subTotal)}<br>Livraison : ${escapeHtml(f.delivery)}<br>
<strong>Total : ${escapeHtml(f.total)}</strong><br>
Paiement : ${escapeHtml(f.payment)}</p>
<p><strong>Adresse de livraison</strong><br>${adresse}<br>${ville}<br>${telephone}</p>
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
  const figures = figuresOf(order);
  const customerIntro = `Bonjour ${order.userId.name}, merci pour votre commande ! Nous la préparons et vous livrons gratuitement sous 24 à 48 h. Vous paierez à la livraison.`;
  const shopIntro = `Nouvelle commande de ${order.userId.name} (${order.userId.email}).`;
  return [
    ...customerMail(order, {
      subject: `Confirmation de votre commande ${label}`,
      text: `${textBody(figures, customerIntro)}\n\n${CONFIRM_ACTION} (lien valable 48 h) :\n${confirmUrl}\n\nL’équipe Zina`,
      html: htmlBody(figures, customerIntro, { label: CONFIRM_ACTION, url: confirmUrl }),
    }),
    {
      to: shopEmail,
      subject: `Nouvelle commande ${label} : ${figures.total}`,
      text: textBody(figures, shopIntro),
      html: htmlBody(figures, shopIntro),
    },
  ];
}

/** A mail's two bodies, signed by the shop. */
function closingBodies(order: Order, intro: string): Pick<MailMessage, 'text' | 'html'> {
  const figures = figuresOf(order);
  return { text: `${textBody(figures, intro)}\n\nL’équipe Zina`, html: htmlBody(figures, intro) };
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
    ...closingBodies(order, intro),
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
    ...closingBodies(order, intro),
  });
  return mail ?? null;
}
