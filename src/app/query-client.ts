import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api/api-error'

const MAX_RETRIES = 2

// A 4xx answer will not change on retry; network failures and 5xx may.
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status < 500) return false
  return failureCount < MAX_RETRIES
}

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: 30_000, retry: shouldRetry },
    // Writes are not retried here: later they go through the outbox, which owns retries.
    mutations: { retry: false },
  },
})
