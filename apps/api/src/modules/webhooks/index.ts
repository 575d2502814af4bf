/** Signed webhooks (issue 48): queue an event in the transaction of its cause. */
export { queueWebhooks, webhookRow, webhooksQueuingFrom, type QueuedWebhook } from './queue';
export { webhooksRoutes } from './routes';
