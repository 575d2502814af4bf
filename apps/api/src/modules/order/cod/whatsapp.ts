import { formatMad } from '@zina/shared/format';

export interface MessageFacts {
  customerName: string;
  orderId: string;
  items: Array<{ name: string; quantity: number }>;
  totalAmt: number;
  city: string;
}

/** The template with its {placeholders} filled; unknown ones are left as written. */
export function fillTemplate(template: string, facts: MessageFacts): string {
  const values: Record<string, string> = {
    nom: facts.customerName,
    // The full reference: labels (#ORD-042) repeat across orders, the customer may quote it.
    commande: facts.orderId,
    articles: facts.items.map((i) => `${i.name} × ${i.quantity}`).join(', '),
    total: formatMad(facts.totalAmt),
    ville: facts.city,
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A wa.me link opening a chat with the stored phone (+212…) and the message prefilled. */
export function whatsappUrl(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
