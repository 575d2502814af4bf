const ms = (v) => (v == null ? '-' : `${(v / 1000).toFixed(2)} s`);

/** The scores, Core Web Vitals and first-load code of each page, one row per page. */
export function printTable(results) {
  const rows = results.map((r) =>
    r.error
      ? { page: r.name, error: r.error }
      : {
          page: r.name,
          perf: r.scores.performance,
          a11y: r.scores.accessibility,
          bp: r.scores['best-practices'],
          seo: r.scores.seo,
          LCP: ms(r.vitals.lcp),
          CLS: r.vitals.cls?.toFixed(3),
          TBT: `${Math.round(r.vitals.tbt)} ms`,
          FCP: ms(r.vitals.fcp),
          SI: ms(r.vitals.si),
          'JS KB br': r.firstLoad.js.brKB,
          'CSS KB br': r.firstLoad.css.brKB,
          admin: r.firstLoad.adminChunks === null ? '?' : r.firstLoad.adminChunks.length || 'none',
        },
  );
  console.table(rows);
  for (const r of results.filter((x) => !x.error)) {
    console.log(`\n${r.name} ${r.path} (performance runs: ${r.performanceRuns.join(', ')})`);
    console.log(
      `  first load: ${r.firstLoad.js.files} JS files ${r.firstLoad.js.brKB} KB br ` +
        `(${r.firstLoad.js.transferKB} KB as Chromium fetched them), ` +
        `${r.firstLoad.css.files} CSS ${r.firstLoad.css.brKB} KB br`,
    );
    if (r.firstLoad.adminChunks?.length)
      console.log(`  admin chunks downloaded: ${r.firstLoad.adminChunks.join(', ')}`);
    if (r.lcpElement) console.log(`  LCP element: ${r.lcpElement}`);
    for (const s of r.shortfalls)
      console.log(`  ${s.category}: ${s.id} (score ${s.score}) ${s.value}`);
  }
}
