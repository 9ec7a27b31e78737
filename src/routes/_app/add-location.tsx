import { createFileRoute } from '@tanstack/react-router'
import { CampusLocations } from '../../features/organizations/map/campus-locations'

export const Route = createFileRoute('/_app/add-location')({ component: CampusLocations })
