import { useSyncExternalStore } from 'react'
import { connectivity } from './connectivity'

/** Whether the device is online, live: true, false, or null while not known yet. */
export const useOnline = () => useSyncExternalStore(connectivity.subscribe, connectivity.get).online
