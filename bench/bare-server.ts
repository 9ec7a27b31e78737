// The baseline of the API benchmark: a bare Fastify route that answers, from memory, the very JSON
// HEMIS answered (read from BENCH_BODY_FILE), with no auth, validation or database.
import { readFileSync } from 'node:fs'
import Fastify from 'fastify'

const body = readFileSync(process.env.BENCH_BODY_FILE!, 'utf8')
const app = Fastify()
app.get('/api/health', async () => ({ status: 'ok' }))
app.get('/bare', async (_request, reply) => reply.type('application/json').send(body))
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' })
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)))
