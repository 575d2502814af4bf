// The project's own lint rules: the layering the design relies on (docs/ARCHITECTURE.md).
import * as rules from './rules.js';

export default {
  meta: { name: 'eslint-plugin-zina' },
  rules: {
    'app-layers': rules.appLayers,
    'api-floors': rules.apiFloors,
    'no-feature-imports': rules.noFeatureImports,
    'no-room-cycle': rules.noRoomCycle,
    'module-boundaries': rules.moduleBoundaries,
    'no-module-cycle': rules.noModuleCycle,
    'table-owners': rules.tableOwners,
  },
};
