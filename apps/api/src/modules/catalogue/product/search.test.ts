import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../../db/schema';
import { catalogueFixture } from '@test/fixtures/catalogue';
import { createTestApp, json, type TestApp } from '@test/test-app';
import { exactQuery, expandedQuery, searchTokens, withinOneEdit } from './search';

describe('search words', () => {
  it('keeps letters and digits only, without accents or case', () => {
    expect(searchTokens('  Sacs À MAIN!! ')).toEqual(['sacs', 'main']);
    expect(searchTokens("L'Œil & (cuir)|!:* <-> 42")).toEqual(['oeil', 'cuir', '42']);
    expect(searchTokens('a')).toEqual(['a']);
    expect(searchTokens('!?.,;:'.repeat(50))).toEqual([]);
    expect(searchTokens('mot '.repeat(100))).toHaveLength(8);
    expect(searchTokens('x'.repeat(300))[0]).toHaveLength(40);
  });

  it('builds to_tsquery text with the last word as a prefix', () => {
    expect(exactQuery(['sac', 'main'])).toBe('sac & main:*');
    expect(exactQuery(['sac', 'main'], 'A')).toBe('sac:A & main:*A');
    expect(expandedQuery(['ceintre', 'noir'], new Map([['ceintre', ['ceinture']]]))).toBe(
      '(ceintre | ceinture) & noir:*',
    );
  });

  it('recognises one typo: insertion, deletion, substitution or swapped neighbours', () => {
    expect(withinOneEdit('ceintre', 'ceinture')).toBe(true);
    expect(withinOneEdit('ceinture', 'ceintre')).toBe(true);
    expect(withinOneEdit('montee', 'montre')).toBe(true);
    expect(withinOneEdit('motnre', 'montre')).toBe(true);
    expect(withinOneEdit('ceintre', 'peinture')).toBe(false);
    expect(withinOneEdit('bague', 'bagage')).toBe(false);
  });
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
  const f = catalogueFixture(t.deps.db);
  const femme = await f.category('Femme');
  const homme = await f.category('Homme');
  const bijoux = await f.category('Bijoux');
  const sacs = await f.subcategory('Sacs à main', [femme._id]);
  const montres = await f.subcategory('Montres', [femme._id, homme._id]);
  const ceintures = await f.subcategory('Ceintures', [homme._id]);
  const lunettes = await f.subcategory('Lunettes de soleil', [femme._id, homme._id]);
  const colliers = await f.subcategory('Colliers', [bijoux._id]);
  const p = (
    name: string,
    cats: Array<{ _id: string }>,
    subs: Array<{ _id: string }>,
    description = '',
  ) =>
    f.product({
      name,
      description,
      categoryIds: cats.map((c) => c._id),
      subcategoryIds: subs.map((s) => s._id),
    });
  await p('Sac à main en cuir Zahra', [femme], [sacs], 'Grand sac en cuir véritable.');
  await p('Cabas Marrakech', [femme], [sacs], 'Un cabas tressé, pratique pour la plage.');
  await p('Montre dorée Nour', [femme], [montres]);
  await p('Chronographe Karim', [homme], [montres], 'Une montre en acier pour homme.');
  await p('Ceinture en cuir noir', [homme], [ceintures]);
  await p('Lunettes de soleil Aviateur', [homme], [lunettes]);
  await p('Lunettes Œil-de-chat', [femme], [lunettes]);
  await p('Collier de perles Amal', [bijoux], [colliers], 'Bijou élégant.');
  await p('Bracelet Éclat argent', [bijoux], [], 'Un bracelet fin qui accompagne une montre.');
  await p('Écharpe en soie', [femme], []);
  await p('Portefeuille homme cuir', [homme], []);
  await p('Peinture murale décorative', [], []);
});
afterAll(() => t.close());

async function search(text: string): Promise<string[]> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/product/search-product',
    payload: { search: text, page: 1, limit: 50 },
  });
  expect(res.statusCode).toBe(200);
  return json<{ data: Array<{ name: string }> }>(res).data.map((p) => p.name);
}

const SAC_CUIR = 'Sac à main en cuir Zahra';
const CABAS = 'Cabas Marrakech';
const NOUR = 'Montre dorée Nour';
const KARIM = 'Chronographe Karim';
const CEINTURE = 'Ceinture en cuir noir';
const AVIATEUR = 'Lunettes de soleil Aviateur';
const OEIL = 'Lunettes Œil-de-chat';
const COLLIER = 'Collier de perles Amal';
const BRACELET = 'Bracelet Éclat argent';
const ECHARPE = 'Écharpe en soie';
const PORTEFEUILLE = 'Portefeuille homme cuir';
const PEINTURE = 'Peinture murale décorative';

/** What shoppers type, what they must find, and what must stay out. */
const TABLE: Array<{ q: string; must: string[]; mustNot: string[]; first?: string }> = [
  { q: 'sac a main', must: [SAC_CUIR, CABAS], mustNot: [CEINTURE, PORTEFEUILLE], first: SAC_CUIR },
  { q: 'SAC À MAIN', must: [SAC_CUIR, CABAS], mustNot: [CEINTURE] },
  { q: 'Sacs à main', must: [SAC_CUIR, CABAS], mustNot: [COLLIER] },
  { q: 'montres', must: [NOUR, KARIM], mustNot: [CEINTURE, SAC_CUIR], first: NOUR },
  { q: 'montre', must: [NOUR, KARIM, BRACELET], mustNot: [COLLIER], first: NOUR },
  { q: 'montr', must: [NOUR, KARIM], mustNot: [ECHARPE] },
  { q: 'lun', must: [AVIATEUR, OEIL], mustNot: [COLLIER, NOUR] },
  { q: 'lunet', must: [AVIATEUR, OEIL], mustNot: [CEINTURE] },
  { q: 'ceintre', must: [CEINTURE], mustNot: [PEINTURE, SAC_CUIR] },
  { q: 'ceinture', must: [CEINTURE], mustNot: [PEINTURE] },
  { q: 'montee', must: [NOUR], mustNot: [CEINTURE] },
  { q: 'braclet', must: [BRACELET], mustNot: [COLLIER] },
  { q: 'portefeuile cuir', must: [PORTEFEUILLE], mustNot: [SAC_CUIR, CEINTURE] },
  { q: 'ceintre noir', must: [CEINTURE], mustNot: [PEINTURE] },
  { q: 'cuor', must: [], mustNot: [SAC_CUIR, CEINTURE] },
  { q: 'sax', must: [], mustNot: [SAC_CUIR, CABAS] },
  { q: 'echarpe', must: [ECHARPE], mustNot: [SAC_CUIR] },
  { q: "l'écharpe", must: [ECHARPE], mustNot: [] },
  { q: 'bijou', must: [COLLIER, BRACELET], mustNot: [NOUR] },
  { q: 'bijoux', must: [COLLIER, BRACELET], mustNot: [SAC_CUIR] },
  { q: 'cuir noir', must: [CEINTURE], mustNot: [SAC_CUIR, PORTEFEUILLE] },
  { q: 'homme', must: [KARIM, CEINTURE, PORTEFEUILLE, AVIATEUR], mustNot: [ECHARPE, OEIL] },
  { q: 'œil', must: [OEIL], mustNot: [AVIATEUR] },
  { q: '  ,,, montre !!! ', must: [NOUR], mustNot: [COLLIER] },
  { q: 'collier perle', must: [COLLIER], mustNot: [BRACELET] },
  { q: 'lunettes soleil', must: [AVIATEUR, OEIL], mustNot: [NOUR], first: AVIATEUR },
  { q: 'xyzzy', must: [], mustNot: [SAC_CUIR] },
];

describe('French search (POST /api/product/search-product)', () => {
  it.each(TABLE)('"$q"', async ({ q, must, mustNot, first }) => {
    const found = await search(q);
    for (const name of must) expect(found, `"${q}" must find ${name}`).toContain(name);
    for (const name of mustNot) expect(found, `"${q}" must not find ${name}`).not.toContain(name);
    if (first) expect(found[0]).toBe(first);
    if (must.length === 0) expect(found).toEqual([]);
  });

  it('ranks name matches above category-name matches above description matches', async () => {
    const found = await search('montre');
    expect(found.indexOf(NOUR)).toBeLessThan(found.indexOf(KARIM));
    expect(found.indexOf(KARIM)).toBeLessThan(found.indexOf(BRACELET));
    const bags = await search('sac a main');
    expect(bags.indexOf(SAC_CUIR)).toBeLessThan(bags.indexOf(CABAS));
  });

  it('ranks exact matches above typo matches', async () => {
    // "montee" matches nothing as typed; its neighbour "montre" brings the watches.
    const found = await search('montee');
    expect(found[0]).toBe(NOUR);
  });

  it('follows a category renamed beside the API (a trigger keeps the text)', async () => {
    expect(await search('maroquinerie')).toEqual([]);
    await t.deps.db
      .update(categories)
      .set({ name: 'Maroquinerie' })
      .where(eq(categories.name, 'Femme'));
    t.deps.catalogueCache.clear(); // written beside the API, which would have done it
    const found = await search('maroquinerie');
    expect(found).toEqual(expect.arrayContaining([SAC_CUIR, CABAS, NOUR, ECHARPE, OEIL]));
    expect(found).not.toContain(KARIM);
  });
});
