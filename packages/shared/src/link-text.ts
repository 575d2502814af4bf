/**
 * Whether a text a customer typed reads as a link: a scheme (`https://`), `www.`, or a name with a
 * common top-level domain (`zina-promo.com`, `bit.ly`). Shop mails carry names and addresses to
 * addresses nobody has proved: they must never carry a link of a stranger's choosing. Written for
 * few false alarms on Moroccan addresses ("Imm. 3", "Bd.Zerktouni", "Apt 2.Marrakech" pass).
 */
const SCHEME = /\b[a-z][a-z0-9+.-]*:\/\//i;
const WWW = /\bwww\d*\./i;
const DOMAIN = new RegExp(
  '\\b[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\\.[a-z0-9-]+)*\\.(?:' +
    [
      'com',
      'net',
      'org',
      'info',
      'biz',
      'ma',
      'fr',
      'io',
      'co',
      'me',
      'ly',
      'gl',
      'to',
      'cc',
      'tv',
      'ws',
      'link',
      'app',
      'dev',
      'page',
      'site',
      'online',
      'top',
      'shop',
      'store',
      'click',
      'live',
      'xyz',
      'club',
      'vip',
      'icu',
      'sbs',
      'cfd',
      'lat',
      'tk',
      'ml',
      'ga',
      'cf',
      'gq',
      'ru',
      'cn',
      'de',
      'uk',
      'us',
      'es',
      'eu',
      'be',
      'ch',
      'ca',
      'pro',
      'win',
      'bid',
      'work',
      'today',
      'news',
      'pw',
      'su',
    ].join('|') +
    ')\\b(?!\\.?[a-z0-9])',
  'i',
);

export const looksLikeLink = (value: string): boolean =>
  SCHEME.test(value) || WWW.test(value) || DOMAIN.test(value);
