import { buildIfStale } from './lib.mjs';

buildIfStale();
