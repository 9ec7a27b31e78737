// The outcome forms (dropout, graduation, certificate, receipt) and the contract cannot drift apart: what `bodyOf` builds from
// the views' fields, with the student the page adds, must fit the request bodies (`npm run lint`).
import { describe, expectTypeOf, it } from 'vitest'
import type { components } from '../../../common/schema.gen'
import type { FormBody } from '../../components/entity-view/entity-view'
import { certificateView } from './certificate-view'
import { dropoutView } from './dropout-view'
import { graduationView } from './graduation-view'
import { receiptView } from './receipt-view'

type Schemas = components['schemas']
type Of<T> = T & { studentId: number }

describe('the outcome forms fit their request bodies in the contract', () => {
  it('records and corrects a dropout (a readmission only in an edit)', () => {
    type Body = FormBody<typeof dropoutView.fields>
    expectTypeOf<Of<Omit<Body, 'readmittedOn' | 'readmissionNote'>>>().toExtend<
      Schemas['DropoutCreate']
    >()
    expectTypeOf<Partial<Body>>().toExtend<Schemas['DropoutPatch']>()
  })
  it('records and corrects a graduation', () => {
    type Body = FormBody<typeof graduationView.fields>
    expectTypeOf<Of<Body>>().toExtend<Schemas['GraduationCreate']>()
    expectTypeOf<Partial<Body>>().toExtend<Schemas['GraduationPatch']>()
  })
  it('issues and corrects or revokes a character certificate', () => {
    type Body = FormBody<typeof certificateView.fields>
    expectTypeOf<Of<Omit<Body, 'revoked' | 'revokedReason'>>>().toExtend<
      Schemas['CharacterCertificateCreate']
    >()
    expectTypeOf<Partial<Omit<Body, 'issuedOn'>>>().toExtend<Schemas['CharacterCertificatePatch']>()
  })
  it('issues and corrects or cancels a receipt (what was paid stays as issued)', () => {
    type Body = FormBody<typeof receiptView.fields>
    expectTypeOf<Of<Omit<Body, 'cancelled' | 'cancelledReason'>>>().toExtend<
      Schemas['ReceiptCreate']
    >()
    expectTypeOf<Partial<Omit<Body, 'feeTypeId' | 'paidOn' | 'amount'>>>().toExtend<
      Schemas['ReceiptPatch']
    >()
  })
})
