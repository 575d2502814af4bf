import type { MessageEvent } from '@zina/shared/message-texts';

/** What each message is, as the merchant reads it. */
export const EVENT_TITLES: Record<MessageEvent, string> = {
  order_received: 'Commande reçue',
  no_answer: 'Client injoignable',
  shipped: 'Commande expédiée',
  delivered: 'Commande livrée',
  returned: 'Colis retourné',
};

/** The values a preview fills, as a real order would. */
export const SAMPLE_VALUES: Record<string, string> = {
  nom: 'Salma Bennani',
  commande: 'ZN-10042',
  total: '349,00 MAD',
  lien: 'https://zina.ma/commande/confirmer/…',
  transporteur: 'Amana',
  suivi: 'AM123456789MA',
};
