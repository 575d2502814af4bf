/**
 * The product feeds read whole, one after the other, as an ads platform fetches them: the bytes
 * and items each holds and how long it took. Memory is sampled by the caller around it.
 */
export async function feedScenario(url) {
  const out = {};
  for (const [name, path, marker] of [
    ['google', '/feeds/google.xml', '<item>'],
    ['meta', '/feeds/meta.csv', '\n'],
  ]) {
    const started = performance.now();
    const res = await fetch(url + path);
    if (!res.ok || !res.body) throw new Error(`${path} -> ${res.status}`);
    const decoder = new TextDecoder();
    let bytes = 0;
    let items = 0;
    // Read as it arrives, never whole: the client side must not be what holds the feed. The
    // end of each chunk, too short to hold a whole marker, is read again with the next one.
    let carried = '';
    for await (const chunk of res.body) {
      bytes += chunk.byteLength;
      const text = carried + decoder.decode(chunk, { stream: true });
      items += text.split(marker).length - 1;
      carried = marker.length > 1 ? text.slice(-(marker.length - 1)) : '';
    }
    out[name] = {
      bytes,
      // The CSV's header line is not an item.
      items: name === 'meta' ? items - 1 : items,
      seconds: Number(((performance.now() - started) / 1000).toFixed(2)),
    };
  }
  return out;
}
