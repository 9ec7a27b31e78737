import { Table } from '@mantine/core'
import type { ReactNode } from 'react'
import {
  permissionActions,
  type PermissionAction,
  type PermissionModule,
} from '../../../../common/permissions'
import { TableScroller } from '../../../components/table/table-scroller'
import { t } from '../../../lib/i18n/users'
import { actionName, moduleName } from './permission-data'

type Props = {
  caption: string
  modules: readonly PermissionModule[]
  busy?: boolean
  /** What a module's action shows: a checkbox, the roles that have it, a dash. */
  cell: (module: PermissionModule, action: PermissionAction) => ReactNode
}

/** Modules down, the five actions across: the Assign Permission pages' table and the modules'. */
export function PermissionTable({ caption, modules, busy, cell }: Props) {
  return (
    <TableScroller minWidth={760}>
      <Table striped aria-busy={busy}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('permissions.module')}</Table.Th>
            {permissionActions.map((action) => (
              <Table.Th key={action}>{actionName(action)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {modules.map((module) => (
            <Table.Tr key={module}>
              <Table.Th scope="row">{moduleName(module)}</Table.Th>
              {permissionActions.map((action) => (
                <Table.Td key={action}>{cell(module, action)}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScroller>
  )
}
