import type { components } from '../../../common/schema.gen'

/** The signed-in user as the login operation answers it; what the session keeps. */
export type SessionUser = components['schemas']['SessionUser']
