import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { firstFramePainted } from '../../lib/first-frame'
import { startedSync } from '../../offline/started-sync'

/** The seed's toasts (spec §8, durations §9) as the sender reports each row's answer. */
export function SyncToasts() {
  useEffect(() => {
    let stop: (() => void) | undefined
    let gone = false
    // The words load with the engine, after the first frame (decisions 0345, 0348).
    void firstFramePainted
      .then(() => Promise.all([startedSync(), import('./sync-toast-message')]))
      .then(([{ syncStatus }, { isQuiet, messageOf }]) => {
        if (gone) return
        stop = syncStatus.onOutcome((outcome) => {
          if (isQuiet(outcome)) return
          void messageOf(outcome).then((toast) => notifications.show(toast))
        })
      })
    return () => {
      gone = true
      stop?.()
    }
  }, [])
  return null
}
