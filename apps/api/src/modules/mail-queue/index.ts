/** Durable mail: queue a mail in the transaction of its cause. Other modules import from here only. */
export { mailQueueRoutes } from './routes';
export { mailsQueuing, queueMails, withdrawMails, type QueuedMail } from './service';
