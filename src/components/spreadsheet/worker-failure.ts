/**
 * A promise that rejects when `worker` fails: its script unreachable (offline before the device
 * kept it) or an error it did not catch. A worker that cannot start answers nothing, so each comlink
 * call to it races this instead of waiting forever. Rejections nobody races are not reported.
 */
export function failureOf(worker: Worker, message: (event: ErrorEvent) => string) {
  const failed = new Promise<never>((_, reject) =>
    worker.addEventListener('error', (event) => reject(new Error(message(event))), { once: true }),
  )
  failed.catch(() => undefined)
  return failed
}
