import { Button, Group } from '@mantine/core'
import { t } from '../../lib/i18n/kit'
import { PageCount } from '../page-count'

type Props = {
  total: number | null
  prevCursor: string | null
  nextCursor: string | null
  onCursor: (cursor: { after?: string; before?: string }) => void
}

/**
 * The pager of a register paged on the server: previous and next by cursor (deep pages cost the
 * same as the first), and the count of the whole filtered list.
 */
export function CursorPager({ total, prevCursor, nextCursor, onCursor }: Props) {
  return (
    <Group justify="space-between" mt="sm">
      <PageCount total={total} />
      <Group>
        <Button
          variant="default"
          disabled={!prevCursor}
          onClick={() => prevCursor && onCursor({ before: prevCursor })}
        >
          {t('register.previous')}
        </Button>
        <Button
          variant="default"
          disabled={!nextCursor}
          onClick={() => nextCursor && onCursor({ after: nextCursor })}
        >
          {t('register.next')}
        </Button>
      </Group>
    </Group>
  )
}
