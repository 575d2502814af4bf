import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/client';

/** A refused request (4xx) will be refused again: only failures of the network are retried. */
const retry = (failureCount: number, error: unknown) =>
  failureCount < 2 &&
  !(
    error instanceof ApiError &&
    error.status !== null &&
    error.status >= 400 &&
    error.status < 500
  );

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { retry, staleTime: 30_000, refetchOnWindowFocus: false },
      mutations: { retry: false },
    },
  });
