/**
 * A page's code that could not be downloaded: a deploy replaced the chunk, the network dropped,
 * or the server refused it. Each browser words it its own way (Chromium, Firefox, Safari, and
 * Vite's CSS preload).
 */
const CHUNK_FAILURE =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export const isChunkLoadError = (error: unknown): boolean =>
  error instanceof Error && CHUNK_FAILURE.test(error.message);
