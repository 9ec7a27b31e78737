// A TLS front speaking HTTP/2, as production has one (docs/operations.md: TLS is terminated in
// front of HEMIS by nginx, Caddy or a load balancer, each of which speaks HTTP/2 to browsers):
// every request is passed to the app's plain HTTP/1.1 server as it came. The certificate is
// self-signed for 127.0.0.1; the measuring browser is told to accept it.
import { execFileSync } from 'node:child_process'
import { mkdirSync, readFileSync } from 'node:fs'
import { request } from 'node:http'
import { createSecureServer, constants } from 'node:http2'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'

/** Headers of HTTP/1.1 that HTTP/2 forbids (RFC 9113 §8.2.2). */
const hopByHop = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'proxy-connection',
])

function selfSignedCertificate() {
  const dir = resolve('.tmp/bench/tls')
  mkdirSync(dir, { recursive: true })
  const key = join(dir, 'key.pem')
  const cert = join(dir, 'cert.pem')
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:P-256',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '1',
      '-subj',
      '/CN=127.0.0.1',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  )
  return { key: readFileSync(key), cert: readFileSync(cert) }
}

export async function startTlsFront(target: string) {
  const { hostname, port } = new URL(target)
  const server = createSecureServer(
    { ...selfSignedCertificate(), allowHTTP1: true },
    (req, res) => {
      const headers = Object.fromEntries(
        Object.entries(req.headers).filter(([name]) => !name.startsWith(':')),
      )
      headers.host = req.headers[constants.HTTP2_HEADER_AUTHORITY] ?? req.headers.host ?? hostname
      const upstream = request(
        { hostname, port, method: req.method, path: req.url, headers },
        (answer) => {
          const kept = Object.fromEntries(
            Object.entries(answer.headers).filter(([name]) => !hopByHop.has(name)),
          )
          res.writeHead(answer.statusCode ?? 502, kept)
          answer.pipe(res)
        },
      )
      upstream.on('error', () => {
        res.writeHead(502)
        res.end()
      })
      req.pipe(upstream)
    },
  )
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
  const { port: frontPort } = server.address() as AddressInfo
  return {
    url: `https://127.0.0.1:${frontPort}`,
    stop: () => new Promise<void>((closed) => server.close(() => closed())),
  }
}
