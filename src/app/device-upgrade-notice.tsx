import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { t } from '../lib/i18n/t'
import { deviceUpgrade } from '../offline/device-upgrade'

const ID = 'device-upgrade'

/**
 * While a new schema version builds its indexes over the rows kept on this device (once after an
 * update, about 10 s for 20,000 students; decision 0366), a notice that stays until it is done, so
 * the screens waiting for the database do not seem stuck.
 */
export function DeviceUpgradeNotice() {
  useEffect(() => {
    const show = (upgrading: boolean) => {
      if (!upgrading) return notifications.hide(ID)
      notifications.show({
        id: ID,
        loading: true,
        message: t('device.upgrading'),
        autoClose: false,
        withCloseButton: false,
      })
    }
    show(deviceUpgrade.get())
    return deviceUpgrade.subscribe(show)
  }, [])
  return null
}
