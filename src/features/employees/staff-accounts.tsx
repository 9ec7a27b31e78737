// The Employee area's account pages (decision 0323): a university's office staff or the commission's,
// each with the sign-in account given to them, and "Give account" for whoever may give one (the
// SuperAdmin, a UniAdmin for their university). The account belongs where the record does.
import { Button, Group, Modal, Text } from '@mantine/core'
import { Suspense, useMemo, useState, type ComponentType } from 'react'
import { accessRules } from '../../../common/access'
import type { EmployerLevel } from '../../../common/employee-rules'
import { inviteValidHours } from '../../../common/invitation'
import { fullName } from '../../components/entity-view/person-fields'
import { t } from '../../lib/i18n/employees'
import { roleOf } from '../../lib/session/role'
import { useSession } from '../../lib/session/session-store'
import type { Json } from '../../offline/db'
import { accountWords } from './employee-appointments'
import { EmployeeListRoute, type ListRoute } from './employee-screens'
import { employeeView } from './employee-view'

type Account = Parameters<typeof accountWords>[0]

/**
 * The form that gives an account (User management's invitation, handed in by the route: one
 * feature does not import another), prefilled from the employee and limited to their level.
 */
export type AccountForm = ComponentType<{
  employee: { id: number; email: string; fullName: string; level: EmployerLevel }
  onInvited: (account: NonNullable<Account>) => void
}>

/** The account of one employee, or "No sign-in account" and the button that gives one. */
function AccountCell({ row, level, Form }: { row: Json; level: EmployerLevel; Form: AccountForm }) {
  const { user } = useSession()
  const [open, setOpen] = useState(false)
  const [given, setGiven] = useState<Account>(null)
  const account = (row.account as Account) ?? given
  const rule = accessRules.inviteUser
  const gives = !!user && rule !== 'public' && rule.includes(roleOf(user))
  const name = fullName(row)
  return (
    <Group gap="xs" wrap="nowrap">
      <Text size="sm">{accountWords(account)}</Text>
      {!account && gives && typeof row.id === 'number' && (
        <>
          <Button
            size="compact-sm"
            variant="light"
            aria-label={`${t('employee.giveAccount')}: ${name}`}
            onClick={() => setOpen(true)}
          >
            {t('employee.giveAccount')}
          </Button>
          <Modal
            opened={open}
            onClose={() => setOpen(false)}
            title={t('employee.giveAccountTitle', { name })}
            size="lg"
          >
            <Suspense>
              <Form
                employee={{
                  id: row.id,
                  email: typeof row.email === 'string' ? row.email : '',
                  fullName: name,
                  level,
                }}
                onInvited={(created) => {
                  setGiven(created)
                  setOpen(false)
                }}
              />
            </Suspense>
          </Modal>
        </>
      )}
    </Group>
  )
}

const accountsView = (level: EmployerLevel, Form: AccountForm) => ({
  ...employeeView,
  columns: [
    ...employeeView.columns.filter((c) =>
      ['name', 'employeeCode', 'postId', 'employer'].includes(c.key),
    ),
    {
      key: 'account',
      label: t('employee.account'),
      cell: (row: Json) => <AccountCell row={row} level={level} Form={Form} />,
      value: (row: Json) => accountWords(row.account as Account),
    },
  ],
})

const titles = {
  university: t('employee.universityAccountsTitle'),
  commission: t('employee.commissionAccountsTitle'),
}

/**
 * The screen of an account page's route:
 * `<StaffAccountsRoute route={Route} level="university" accountForm={LazyInviteUserForm} />`.
 */
export function StaffAccountsRoute({
  route,
  level,
  accountForm,
}: {
  route: ListRoute
  level: 'university' | 'commission'
  accountForm: AccountForm
}) {
  const view = useMemo(() => accountsView(level, accountForm), [level, accountForm])
  return (
    <EmployeeListRoute
      route={route}
      which={level}
      view={view}
      title={titles[level]}
      intro={t('employee.accountsIntro', { hours: inviteValidHours })}
    />
  )
}
