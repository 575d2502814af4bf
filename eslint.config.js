import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import zina from './tools/eslint-plugin-zina/index.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'playwright-report/**',
      'test-results/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  {
    // The layering of docs/ARCHITECTURE.md: web, API and shared stay apart; web features stand
    // side by side; API modules, and the rooms inside each, depend one way; modules are entered
    // through their index.ts; each table is used by its owner only.
    files: ['apps/**/*.{ts,tsx,js,mjs}', 'packages/shared/**/*.{ts,tsx,js,mjs}'],
    plugins: { zina },
    rules: {
      'zina/app-layers': 'error',
      'zina/api-floors': 'error',
      'zina/no-feature-imports': 'error',
      'zina/module-boundaries': 'error',
      'zina/no-module-cycle': 'error',
      'zina/no-room-cycle': 'error',
      // Each table's owning module (docs/ARCHITECTURE.md); 'lib' for the mechanisms' own tables.
      'zina/table-owners': [
        'error',
        {
          owners: {
            users: 'user',
            refreshSessions: 'user',
            resetCodes: 'user',
            categories: 'catalogue',
            subcategories: 'catalogue',
            subcategoryCategories: 'catalogue',
            products: 'catalogue',
            productCategories: 'catalogue',
            productSubcategories: 'catalogue',
            productListings: 'catalogue',
            listingCounts: 'catalogue',
            productSearch: 'catalogue',
            banners: 'catalogue',
            stockMovements: 'catalogue',
            cartItems: 'cart',
            addresses: 'address',
            orders: 'order',
            orderLines: 'order',
            orderStatusChanges: 'order',
            callAttempts: 'order',
            blockedPhones: 'order',
            pendingHolds: 'order',
            expressCodes: 'order',
            orderEdits: 'order',
            staffInvitations: 'user',
            codSettings: 'order',
            invoices: 'invoice',
            invoiceCounters: 'invoice',
            mailJobs: 'mail-queue',
            messageJobs: 'messages',
            messageOptOuts: 'messages',
            messageTemplates: 'messages',
            webhookEndpoints: 'webhooks',
            webhookDeliveries: 'webhooks',
            deliverySettings: 'delivery',
            deliveryRemittances: 'delivery',
            deliveryImports: 'delivery',
            rateLimitCounters: 'lib',
            attemptFailures: 'lib',
          },
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'it', property: 'only' },
        { object: 'describe', property: 'only' },
        { object: 'test', property: 'only' },
      ],
    },
  },
);
