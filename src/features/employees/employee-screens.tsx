import { useRouter } from '@tanstack/react-router'
import { ImportLink } from '../../components/import/import-link'
import { RegisterListPage } from '../../components/register/register-list-page'
import { type RegisterSearch } from '../../components/register/register-search'
import { t } from '../../lib/i18n/employees'
import type { Json } from '../../offline/db'
import { employeeView } from './employee-view'

/** The Employee area's paths (spec §2); a teacher's page and other staff's have their own. */
export const employeePaths = {
  list: '/employee-management/employee-list',
  register: '/employee-management/employee-register',
  import: '/employee-management/import',
  /** A teacher's page is Teacher Detail, other staff's Non-Teaching Details (the same record). */
  detail: (key: string, row?: Json) =>
    `/employee-management/${row?.staffType === 'non-teaching' ? 'non-teaching-details' : 'teacher-detail'}?employee=${encodeURIComponent(key)}`,
}

/** Back from an employee's own pages (`employee-record-screens.tsx`) to the list. */
export const backToList = { href: employeePaths.list, label: t('employee.backToList') }

/** The staff lists of the menu: the whole register, or one kind of staff with its own heading. */
export const staffLists = {
  all: { title: employeeView.title, fixed: {} },
  teaching: { title: t('employee.teachingTitle'), fixed: { staffType: 'teaching' } },
  nonTeaching: { title: t('employee.nonTeachingTitle'), fixed: { staffType: 'non-teaching' } },
  technical: {
    title: t('employee.technicalTitle'),
    fixed: { staffType: 'non-teaching', nonTeachingKind: 'technical' },
  },
  nonTechnical: {
    title: t('employee.nonTechnicalTitle'),
    fixed: { staffType: 'non-teaching', nonTeachingKind: 'non-technical' },
  },
  /** A university's central office's staff (decision 0323), and the commission's own. */
  university: { title: t('employee.universityTitle'), fixed: { level: 'university' } },
  commission: { title: t('employee.commissionTitle'), fixed: { level: 'commission' } },
} satisfies Record<string, { title: string; fixed: Record<string, string> }>

/** The parts of a staff list's route the screen uses: its validated search and navigation. */
export type ListRoute = {
  useSearch: () => RegisterSearch
  useNavigate: () => (options: { search: RegisterSearch; replace?: boolean }) => Promise<void>
}

/**
 * The screen of each staff list's route (Employee List, Teaching Staff …), from the route's own
 * hooks: `component: () => <EmployeeListRoute route={Route} which="teaching" />`.
 */
export function EmployeeListRoute({
  route,
  which,
  view = employeeView,
  ...page
}: {
  route: ListRoute
  which: keyof typeof staffLists
  /** The same staff shown otherwise (with their accounts), under another heading and intro. */
  view?: typeof employeeView
  title?: string
  intro?: string
}) {
  const navigate = route.useNavigate()
  const router = useRouter()
  const go = (href: string) => router.history.push(href)
  return (
    <RegisterListPage
      view={view}
      search={route.useSearch()}
      onSearch={(search, replace) => void navigate({ search, replace })}
      createHref={employeePaths.register}
      detailHref={employeePaths.detail}
      go={go}
      actions={
        which === 'all' && (
          <ImportLink
            view={view}
            href={employeePaths.import}
            label={t('employeeImport.title')}
            go={go}
          />
        )
      }
      {...staffLists[which]}
      {...page}
    />
  )
}
