// The project's own lint rules: the layering the design relies on (docs/ARCHITECTURE.md).
import { moduleBoundaries, noApiInWeb, noModuleCycle, tableOwners } from './rules.js';

export default {
  meta: { name: 'eslint-plugin-zina' },
  rules: {
    'no-api-in-web': noApiInWeb,
    'module-boundaries': moduleBoundaries,
    'no-module-cycle': noModuleCycle,
    'table-owners': tableOwners,
  },
};
