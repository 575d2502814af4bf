import { formatMad } from '@zina/shared/format';

export interface MessageFacts {
  customerName: string;
  /** The order's label (ZN-…), unique: the customer may quote it. */
  label: string;
  /** The full reference (ORD-…), which the shop's other tools know the order by. */
  orderId: string;
  items: Array<{ name: string; quantity: number }>;
  totalAmt: number;
  city: string;
  address: string;
}

/** The template with its {placeholders} filled; unknown ones are left as written. */
export function fillTemplate(template: string, facts: MessageFacts): string {
  const values: Record<string, string> = {
    nom: facts.customerName,
    commande: facts.label,
    reference: facts.orderId,
    articles: facts.items.map((i) => `${i.name} × ${i.quantity}`).join(', '),
    total: formatMad(facts.totalAmt),
    ville: facts.city,
    adresse: facts.address,
  };
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);
}

/** A wa.me link opening a chat with the stored phone (+212…) and the message prefilled. */
export function whatsappUrl(phone: string, message: string): string {
  return `https://wa.me/${phone.replace(/\D/g, '')}?text=${encodeURIComponent(message)}`;
}
