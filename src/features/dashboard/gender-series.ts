import { t } from '../../lib/i18n/dashboard'

/** The three genders as chart series and table columns, in one order and one colour each. */
export const genderSeries = [
  { name: 'male', label: t('dashboard.col.male'), color: 'blue.7' },
  { name: 'female', label: t('dashboard.col.female'), color: 'pink.7' },
  { name: 'other', label: t('dashboard.col.other'), color: 'teal.7' },
] as const
