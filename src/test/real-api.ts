// The real HEMIS API on a fresh copy of the API suite's seeded database, listening on a free
// loopback port, for the offline layer's tests against it (`*.api.test.ts`, run by the API suite,
// vitest.api.config.ts): the outbox talks HTTP to the same server the app uses.
import type { AddressInfo } from 'node:net'
import { startApi } from '../../tests/api/harness.ts'
import { createApiClient, type ApiClient } from '../api/client'

export type RealApi = {
  baseUrl: string
  /** A typed client signed in as a demo account (`collegeadmin`), and its user id. */
  clientFor(account: string): Promise<{ client: ApiClient; userId: number; token: string }>
  close(): Promise<void>
}

export async function startRealApi(): Promise<RealApi> {
  const api = await startApi()
  await api.app.listen({ port: 0, host: '127.0.0.1' })
  const { port } = api.app.server.address() as AddressInfo
  const baseUrl = `http://127.0.0.1:${port}/api`
  return {
    baseUrl,
    async clientFor(account) {
      const res = await api.login(`${account}@hemis.local`)
      const user = res.json<{ id: number; tokenString: string }>()
      return {
        client: createApiClient(baseUrl, () => user.tokenString),
        userId: user.id,
        token: user.tokenString,
      }
    },
    close: () => api.close(),
  }
}
