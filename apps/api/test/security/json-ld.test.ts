import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { renderHead, safeJsonForScript } from '../../src/lib/spa';

/*
 * A product page's head carries stored text (names, descriptions) in <title>, <meta> and a
 * JSON-LD <script> block. Whatever the text, it must stay text: one script block each, that parses
 * back to the same data. (A stored hostile product name through the page resolver is in
 * modules/catalogue/page-heads/page-heads.test.ts.)
 */

const TEMPLATE = `<!doctype html>
<html lang="fr">
  <head>
    <meta charset="UTF-8" />
    <title>Zina</title>
    <meta name="description" content="Défaut" />
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>`;

const PIECES = [
  '</script>',
  '</SCRIPT >',
  '</script\t',
  '<script>alert(1)</script>',
  '<!--',
  '-->',
  '<![CDATA[',
  ']]>',
  '\u2028',
  '\u2029',
  '"',
  "'",
  '&',
  '&lt;',
  '\\',
  '\u0000',
  '\ud800',
];
const hostile = fc
  .array(fc.oneof(fc.constantFrom(...PIECES), fc.string({ unit: 'binary', maxLength: 12 })), {
    maxLength: 8,
  })
  .map((parts) => parts.join(''));

const count = (html: string, re: RegExp) => html.match(re)?.length ?? 0;

describe('stored text in the page head', () => {
  it('cannot leave the JSON-LD block, whatever it holds', () => {
    const baseScripts = count(TEMPLATE, /<script/gi);
    fc.assert(
      fc.property(hostile, hostile, (name, description) => {
        const data = {
          '@context': 'https://schema.org',
          '@type': 'Product',
          name,
          description,
          offers: { price: '10.00', seller: { name } },
          image: [name],
        };
        const html = renderHead(
          TEMPLATE,
          { title: name, description, canonical: '/product/x', jsonLd: [data] },
          'https://zina.ma',
        );
        // One more script opened and closed: the JSON-LD block, and nothing else.
        expect(count(html, /<script/gi)).toBe(baseScripts + 1);
        expect(count(html, /<\/script/gi)).toBe(baseScripts + 1);
        const block = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html)![1]!;
        expect(block).not.toMatch(/[<>]/);
        expect(JSON.parse(block)).toEqual(data);
        // The same text elsewhere in the head is escaped.
        const title = /<title>([\s\S]*?)<\/title>/.exec(html)![1]!;
        expect(title).not.toMatch(/[<>]/);
        // Every tag is one the head is made of, and no attribute was added to them.
        for (const [, tag] of html.matchAll(/<([^\s>]*)/g)) {
          expect(tag).toMatch(/^(\/?(html|head|meta|title|link|script|body|div)|!doctype)$/i);
        }
        for (const [, attributes] of html.matchAll(/<(?:meta|link)\b([^>]*)>/g)) {
          for (const [, attribute] of attributes!.matchAll(/([^\s=]+)="[^"]*"/g)) {
            expect(['name', 'property', 'content', 'charset', 'rel', 'href']).toContain(attribute);
          }
        }
      }),
      { numRuns: 300 },
    );
  });

  it('escapes what would close the script or open a comment', () => {
    const out = safeJsonForScript({ a: '</script><!-- \u2028 & >' });
    expect(out).toBe('{"a":"\\u003c/script\\u003e\\u003c!-- \\u2028 \\u0026 \\u003e"}');
    expect(JSON.parse(out)).toEqual({ a: '</script><!-- \u2028 & >' });
  });
});
