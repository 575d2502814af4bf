/**
 * The messages sent to customers' phones (issue 47): one per event, French with a Darija line in
 * Latin letters, {placeholders} filled by the server. The WhatsApp provider sends them as
 * template messages named zina_<event>.
 */
export const MESSAGE_EVENTS = [
  'order_received',
  'no_answer',
  'shipped',
  'delivered',
  'returned',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

export const MESSAGE_TEXTS: Record<MessageEvent, string> = {
  order_received:
    'Bonjour {nom}, merci pour votre commande {commande} ({total}, paiement à la livraison). Confirmez-la ici : {lien}\n' +
    'Salam {nom}, choukran 3la la commande {commande}. Confirmiha hna : {lien}',
  no_answer:
    'Bonjour {nom}, nous n’avons pas pu vous joindre pour confirmer votre commande {commande}. Nous vous rappelons bientôt, ou confirmez ici : {lien}\n' +
    'Salam {nom}, ma9dernach nwasslo bik 3la la commande {commande}. Ghadi n3iytou lik 3awtani.',
  shipped:
    'Bonjour {nom}, votre commande {commande} est en route avec {transporteur} (suivi {suivi}) : {lien}. Vous paierez {total} à la livraison.\n' +
    'Salam {nom}, la commande {commande} khrjat m3a {transporteur}, numéro {suivi}.',
  delivered:
    'Bonjour {nom}, votre commande {commande} a été livrée. Merci pour votre confiance !\n' +
    'Salam {nom}, la commande {commande} wslatkom. Choukran 3la ti9a dyalkom !',
  returned:
    'Bonjour {nom}, votre commande {commande} nous est revenue. Répondez à ce message si vous la voulez toujours.\n' +
    'Salam {nom}, la commande {commande} rj3at lina. Ila mazal bghitiha, jawbona hna.',
};

/** A text with its {placeholders} filled; unknown ones are left as written. */
export const fillMessage = (text: string, values: Record<string, string>): string =>
  text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole);

/** A phone's answer that stops every message to it. */
export const isStopWord = (text: string): boolean => /^\s*(stop|arr[eê]t|arreter)\s*$/i.test(text);
