import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import { afterAll, describe, it } from 'vitest';
import { forgetGraphs, moduleBoundaries, noApiInWeb, noModuleCycle, tableOwners } from './rules.js';

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
};
for (const [name, text] of Object.entries(files)) {
  fs.mkdirSync(path.dirname(path.join(root, name)), { recursive: true });
  fs.writeFileSync(path.join(root, name), text);
}
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const at = (name) => path.join(root, name);
const tester = new RuleTester({ settings: { zina: { root } } });

describe('zina/no-api-in-web', () => {
  tester.run('no-api-in-web', noApiInWeb, {
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
      // Seeds and tests write beside the modules.
      {
        filename: at('apps/api/src/db/seed/seed.js'),
        code: "import { users, orders } from '../schema';",
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
    ],
  });
});
