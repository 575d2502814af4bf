/** Durable messages to customers' phones (issue 47): queue one in the transaction of its cause. */
export { messageRows, messagesQueuing, queueMessages, type QueuedMessage } from './queue';
export { messagesRoutes } from './routes';
