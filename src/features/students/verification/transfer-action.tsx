import { Button, Select, Stack } from '@mantine/core'
import { useRef, useState } from 'react'
import { text } from '../../../components/entity-view/list-rules'
import { t } from '../../../lib/i18n/verification'
import { useOpenedBox } from '../../../components/use-opened-box'
import type { CachedRecord } from '../../../offline/db'
import type { ListName } from '../../../offline/list-name'
import { ConfirmRow } from '../../../components/confirm-row'

/**
 * The university moves a student to another of its campuses (decision 0362): the campus, and the
 * program there when it is not the student's own; the server checks that the campus offers it.
 * Online, as the university's other decisions are.
 */
export function TransferAction({
  student,
  lists,
  onConfirm,
}: {
  student: CachedRecord
  lists: ReadonlyMap<ListName, CachedRecord[]>
  onConfirm: (to: { campusId: number; programId?: number }) => Promise<boolean>
}) {
  const [open, setOpen] = useState(false)
  const [campusId, setCampusId] = useState<string | null>(null)
  const [programId, setProgramId] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Move stays pressable without a campus (a disabled button says nothing of why): pressed, the
  // campus's box says it is required and takes focus.
  const [noCampus, setNoCampus] = useState(false)
  const campusBox = useRef<HTMLInputElement>(null)
  const { opener, box } = useOpenedBox(open, 'input')
  if (!open)
    return (
      <Button ref={opener} variant="default" onClick={() => setOpen(true)}>
        {t('transfer.open')}
      </Button>
    )
  const university = text(student.data.universityId)
  const ofUniversity = (rows: CachedRecord[] | undefined) =>
    (rows ?? []).filter((r) => r.id !== null && text(r.data.universityId) === university)
  const campuses = ofUniversity(lists.get('campusOption'))
    .filter((r) => text(r.id) !== text(student.data.campusId))
    .map((r) => ({ value: text(r.id), label: text(r.data.name) }))
  const programs = ofUniversity(lists.get('program')).map((r) => ({
    value: text(r.id),
    label: text(r.data.programName),
  }))
  const confirm = async () => {
    setNoCampus(!campusId)
    if (!campusId) return campusBox.current?.focus()
    setBusy(true)
    const done = await onConfirm({
      campusId: Number(campusId),
      ...(programId ? { programId: Number(programId) } : {}),
    })
    setBusy(false)
    if (done) setOpen(false)
  }
  return (
    <Stack ref={box} gap="xs" miw={280}>
      <Select
        ref={campusBox}
        label={t('transfer.campus')}
        error={noCampus && !campusId ? t('transfer.campusRequired') : undefined}
        data={campuses}
        value={campusId}
        onChange={setCampusId}
        searchable
        required
      />
      <Select
        label={t('transfer.program')}
        description={t('transfer.programHint')}
        data={programs}
        value={programId}
        onChange={setProgramId}
        searchable
        clearable
      />
      <ConfirmRow
        label={t('transfer.confirm')}
        busy={busy}
        onConfirm={() => void confirm()}
        onCancel={() => setOpen(false)}
      />
    </Stack>
  )
}
