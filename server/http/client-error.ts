// A request the HTTP parser refuses before Fastify sees it (headers over Node's 16 kB, a request
// line it cannot read, a client too slow to send its headers) is answered on the socket. Fastify's
// own answer is its JSON `{"error":…,"statusCode":431}`; this one is problem+json, as every other
// answer of the API, then the socket is closed as Node does.
import type { Socket } from 'node:net'
import { STATUS_CODES } from 'node:http'
import { problemBase } from '../problems.ts'

const answers: Record<string, { status: number; slug: string; detail: string }> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    slug: 'headers-too-large',
    detail: "The request's headers are larger than the server reads (a query string too long?).",
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    slug: 'request-timeout',
    detail: 'The request was not sent in time.',
  },
}
const unreadable = { status: 400, slug: 'bad-request', detail: 'The request could not be read.' }

export function answerClientError(error: NodeJS.ErrnoException, socket: Socket) {
  // A connection reset or closed has no one to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return
  const { status, slug, detail } = answers[error.code ?? ''] ?? unreadable
  const title = STATUS_CODES[status]!
  const body = JSON.stringify({ type: problemBase + slug, title, status, detail })
  if (socket.writable)
    socket.write(
      `HTTP/1.1 ${status} ${title}\r\nContent-Type: application/problem+json\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    )
  socket.destroy(error)
}
