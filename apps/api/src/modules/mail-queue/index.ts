/** Durable mail: queue a mail in the transaction of its cause. Other modules import from here only. */
export { mailQueueRoutes } from './routes';
export { mailRows, mailsQueuing, queueMails, withdrawMails, type QueuedMail } from './service';
// The runner and the backoff serve the message queue too (modules/messages): one home.
export { mailWorker as queueWorker } from './worker';
export { MAX_ATTEMPTS, retryDelayMs } from './backoff';
export { tryBatch } from './batch';
export { dueJobsClaim } from './claim';
