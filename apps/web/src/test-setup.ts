import '@zina/shared/zod-fr';
