import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, it } from 'vitest';
import {
  apiFloors,
  appLayers,
  forgetGraphs,
  moduleBoundaries,
  noFeatureImports,
  noModuleCycle,
  noRoomCycle,
  tableOwners,
} from './rules.js';

RuleTester.describe = describe;
RuleTester.it = it;

/** A scratch checkout: two API modules, `orders` using `users` through its public file. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'zina-lint-'));
const files = {
  'apps/api/src/modules/users/index.js': "export { user } from './service.js';",
  'apps/api/src/modules/users/service.js': 'export const user = 1;',
  'apps/api/src/modules/orders/index.js': "export { order } from './service.js';",
  'apps/api/src/modules/orders/service.js':
    "import { user } from '../users/index.js';\nexport const order = user;",
  'apps/api/src/modules/register.js': "import { order } from './orders/index.js';",
  'apps/api/src/config.js': 'export const config = {};',
  'apps/web/src/page.js': '',
  'apps/web/src/features/cart/panel.js': 'export const panel = 1;',
  'apps/web/src/features/checkout/page.js': '',
  // Two rooms of the orders module: checkout/ above core/.
  'apps/api/src/modules/orders/core/view.js': 'export const view = 1;',
  'apps/api/src/modules/orders/checkout/place.js':
    "import { view } from '../core/view.js';\nexport const place = view;",
  'apps/api/src/db/schema.ts':
    "export const users = pgTable('users', {});\nexport const orders = pgTable('orders', {});\nexport const counters = pgTable('rate_counters', {});",
  'packages/shared/src/money.js': 'export const money = 1;',
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), text);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const at = (name) => path.join(root, name);
const tester = new RuleTester({ settings: { zina: { root } } });

describe('zina/app-layers', () => {
  tester.run('app-layers', appLayers, {
    valid: [
      { filename: at('apps/web/src/page.js'), code: "import { x } from '@zina/shared/money';" },
      { filename: at('apps/web/src/page.js'), code: "import { y } from './other.js';" },
      // The API may import its own code.
      {
        filename: at('apps/api/src/modules/users/service.js'),
        code: "import { config } from '../../config.js';",
      },
    ],
    invalid: [
      {
        filename: at('apps/web/src/page.js'),
        code: "import { config } from '../../api/src/config.js';",
        errors: [{ messageId: 'apiImport' }],
      },
      {
        filename: at('apps/web/src/page.js'),
        code: "const m = import('@zina/api/app');",
        errors: [{ messageId: 'apiImport' }],
      },
      {
        filename: at('apps/api/src/lib/x.js'),
        code: "import * as web from '../../../web/src/page.js';",
        errors: [{ messageId: 'webImport' }],
      },
      {
        filename: at('packages/shared/src/money.js'),
        code: "import { config } from '../../../apps/api/src/config.js';",
        errors: [{ messageId: 'appImport' }],
      },
      {
        filename: at('packages/shared/src/money.js'),
        code: "import { page } from '@zina/web/page';",
        errors: [{ messageId: 'appImport' }],
      },
      {
        filename: at('packages/client/src/index.js'),
        code: "import { buildApp } from '../../../apps/api/src/app.js';",
        errors: [{ messageId: 'appImport' }],
      },
    ],
  });
});

describe('zina/api-floors', () => {
  tester.run('api-floors', apiFloors, {
    valid: [
      { filename: at('apps/api/src/lib/mail.js'), code: "import { newId } from '../db/ids.js';" },
      {
        filename: at('apps/api/src/modules/users/service.js'),
        code: "import { mail } from '../../lib/mail.js';",
      },
      {
        filename: at('apps/api/src/seed/seed.js'),
        code: "import { user } from '../modules/users/index.js';",
      },
    ],
    invalid: [
      {
        filename: at('apps/api/src/db/schema.js'),
        code: "import { newId } from '../lib/ids.js';",
        errors: [{ messageId: 'up', data: { from: 'db', to: 'lib', spec: '../lib/ids.js' } }],
      },
      {
        filename: at('apps/api/src/lib/deps.js'),
        code: "import { user } from '../modules/users/index.js';",
        errors: [{ messageId: 'up' }],
      },
    ],
  });
});

describe('zina/no-feature-imports', () => {
  tester.run('no-feature-imports', noFeatureImports, {
    valid: [
      {
        filename: at('apps/web/src/features/checkout/page.js'),
        code: "import { x } from './y.js';",
      },
      {
        filename: at('apps/web/src/router.js'),
        code: "import { panel } from './features/cart/panel.js';",
      },
      // A test composes features as the router does.
      {
        filename: at('apps/web/src/features/checkout/page.test.js'),
        code: "import { panel } from '../cart/panel.js';",
      },
    ],
    invalid: [
      {
        filename: at('apps/web/src/features/checkout/page.js'),
        code: "import { panel } from '../cart/panel.js';",
        errors: [
          {
            messageId: 'feature',
            data: { own: 'checkout', other: 'cart', spec: '../cart/panel.js' },
          },
        ],
      },
    ],
  });
});

describe('zina/no-room-cycle', () => {
  forgetGraphs();
  tester.run('no-room-cycle', noRoomCycle, {
    valid: [
      {
        filename: at('apps/api/src/modules/orders/checkout/place.js'),
        code: "import { view } from '../core/view.js';",
      },
      {
        filename: at('apps/api/src/modules/orders/routes.js'),
        code: "import { place } from './checkout/place.js';",
      },
    ],
    invalid: [
      {
        // checkout/ already imports core/: core/ importing checkout/ closes a loop.
        filename: at('apps/api/src/modules/orders/core/view.js'),
        code: "import { place } from '../checkout/place.js';",
        errors: [
          { messageId: 'cycle', data: { module: 'orders', cycle: 'core → checkout → core' } },
        ],
      },
    ],
  });
});

describe('zina/module-boundaries', () => {
  tester.run('module-boundaries', moduleBoundaries, {
    valid: [
      {
        filename: at('apps/api/src/modules/orders/service.js'),
        code: "import { user } from '../users/index.js';",
      },
      {
        filename: at('apps/api/src/modules/orders/service.js'),
        code: "import { user } from '../users';",
      },
      {
        filename: at('apps/api/src/modules/orders/routes.js'),
        code: "import { order } from './service.js';",
      },
      // Tests may use another module's kits.
      {
        filename: at('apps/api/src/modules/orders/orders.test.js'),
        code: "import { user } from '../users/service.js';",
      },
    ],
    invalid: [
      {
        filename: at('apps/api/src/modules/orders/service.js'),
        code: "import { user } from '../users/service.js';",
        errors: [{ messageId: 'deepImport' }],
      },
      {
        filename: at('apps/api/src/db/seed.js'),
        code: "export { user } from '../modules/users/service.js';",
        errors: [{ messageId: 'deepImport' }],
      },
    ],
  });
});

describe('zina/no-module-cycle', () => {
  forgetGraphs();
  tester.run('no-module-cycle', noModuleCycle, {
    valid: [
      {
        filename: at('apps/api/src/modules/orders/service.js'),
        code: "import { user } from '../users/index.js';",
      },
      {
        filename: at('apps/api/src/modules/users/service.js'),
        code: "import { config } from '../../config.js';",
      },
    ],
    invalid: [
      {
        // orders already imports users: users importing orders closes a loop.
        filename: at('apps/api/src/modules/users/service.js'),
        code: "import { order } from '../orders/index.js';",
        errors: [{ messageId: 'cycle', data: { cycle: 'users → orders → users' } }],
      },
    ],
  });
});

describe('zina/table-owners', () => {
  const options = [{ owners: { users: 'users', orders: 'orders', counters: 'lib' } }];
  tester.run('table-owners', tableOwners, {
    valid: [
      {
        filename: at('apps/api/src/modules/users/service.js'),
        code: "import { users } from '../../db/schema';",
        options,
      },
      {
        filename: at('apps/api/src/lib/limits.js'),
        code: "import { counters } from '../db/schema';",
        options,
      },
      {
        filename: at('apps/api/src/modules/orders/service.js'),
        code: 'const q = sql`select id from orders`;',
        options,
      },
      {
        filename: at('apps/api/src/lib/mail.ts'),
        code: "import type { MailMessage } from '../db/schema';",
        options,
        languageOptions: { parser: tseslint.parser },
      },
      // Seeds and tests write beside the modules.
      {
        filename: at('apps/api/src/seed/seed.js'),
        code: "import { users, orders } from '../db/schema';",
        options,
      },
      {
        filename: at('apps/api/src/modules/orders/orders.test.js'),
        code: "import { users } from '../../db/schema';",
        options,
      },
    ],
    invalid: [
      {
        filename: at('apps/api/src/modules/orders/service.js'),
        code: "import { orders, users } from '../../db/schema';",
        options,
        errors: [{ messageId: 'foreign', data: { table: 'users', owner: 'users' } }],
      },
      {
        filename: at('apps/api/src/lib/access.js'),
        code: "import { users } from '../db/schema';",
        options,
        errors: [{ messageId: 'foreign' }],
      },
      {
        filename: at('apps/api/src/modules/users/service.js'),
        code: "import { sessions } from '../../db/schema';",
        options,
        errors: [{ messageId: 'unknown' }],
      },
      {
        filename: at('apps/api/src/modules/users/service.js'),
        code: "import * as schema from '../../db/schema';",
        options,
        errors: [{ messageId: 'namespace' }],
      },
      {
        filename: at('apps/api/src/modules/users/service.js'),
        code: "const schema = await import('../../db/schema');",
        options,
        errors: [{ messageId: 'namespace' }],
      },
      {
        filename: at('apps/api/src/modules/users/service.js'),
        code: 'const q = sql`select id from orders where user_id = ${1}`;',
        options,
        errors: [{ messageId: 'rawSql', data: { table: 'orders', owner: 'orders' } }],
      },
      {
        filename: at('apps/api/src/modules/users/service.js'),
        code: "const q = sql.raw('delete from rate_counters');",
        options,
        errors: [{ messageId: 'rawSql', data: { table: 'rate_counters', owner: 'lib' } }],
      },
    ],
  });
});
