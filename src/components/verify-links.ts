// The public pages a printed paper's QR code opens, on the PWA's own origin (decisions 0210, 0253).
const on = (path: string, code: string) =>
  `${window.location.origin}/verify/${path}/${encodeURIComponent(code)}`

export const verifyLinks = {
  certificate: (code: string) => on('certificate', code),
  studentCard: (code: string) => on('student-card', code),
}
