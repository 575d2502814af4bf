import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const VITALS = {
  lcp: 'largest-contentful-paint',
  cls: 'cumulative-layout-shift',
  tbt: 'total-blocking-time',
  fcp: 'first-contentful-paint',
  si: 'speed-index',
};

/**
 * One Lighthouse run with its default settings: mobile form factor, simulated slow 4G and 4x CPU
 * slowdown. A fresh browser each time, so no cache or service state carries over.
 */
export async function runLighthouse(url, chromePath) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    return summarise(result?.lhr);
  } finally {
    await chrome.kill();
  }
}

function summarise(lhr) {
  if (!lhr) throw new Error('Lighthouse returned no report');
  if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  const scores = {};
  for (const id of CATEGORIES) {
    const score = lhr.categories[id]?.score;
    if (typeof score !== 'number') throw new Error(`no ${id} score`);
    scores[id] = Math.round(score * 100);
  }
  const vitals = {};
  for (const [key, id] of Object.entries(VITALS)) vitals[key] = lhr.audits[id]?.numericValue;
  const requests = (lhr.audits['network-requests']?.details?.items ?? []).map((r) => ({
    url: r.url,
    type: r.resourceType,
    transferSize: r.transferSize ?? 0,
    resourceSize: r.resourceSize ?? 0,
  }));
  // What keeps a score below 100: every scored audit under 1, with its title.
  const shortfalls = CATEGORIES.flatMap((id) =>
    lhr.categories[id].auditRefs
      .filter((ref) => ref.weight > 0)
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && typeof a.score === 'number' && a.score < 1)
      .map((a) => ({ category: id, id: a.id, score: a.score, value: a.displayValue ?? '' })),
  );
  const lcpElement =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node
      ?.snippet ?? null;
  return {
    lhr,
    scores,
    vitals,
    requests,
    shortfalls,
    lcpElement,
    benchmarkIndex: lhr.environment?.benchmarkIndex,
  };
}
