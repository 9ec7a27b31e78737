import { createFileRoute } from '@tanstack/react-router'
import { VerifyCertificate } from '../../../features/outcomes/verify-certificate'

/** The public page a printed certificate's QR code opens (no sign-in needed). */
export const Route = createFileRoute('/_public/verify/certificate/$code')({
  component: Screen,
})

function Screen() {
  const { code } = Route.useParams()
  return <VerifyCertificate code={code} />
}
