// The project's own lint rules: the layering the design relies on (docs/ARCHITECTURE.md).
import {
  apiFloors,
  appLayers,
  moduleBoundaries,
  noFeatureImports,
  noModuleCycle,
  noRoomCycle,
  tableOwners,
} from './rules.js';

export default {
  meta: { name: 'eslint-plugin-zina' },
  rules: {
    'app-layers': appLayers,
    'api-floors': apiFloors,
    'no-feature-imports': noFeatureImports,
    'no-room-cycle': noRoomCycle,
    'module-boundaries': moduleBoundaries,
    'no-module-cycle': noModuleCycle,
    'table-owners': tableOwners,
  },
};
