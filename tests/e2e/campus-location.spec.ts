// The GPS page (issue 16, decision 0331): a map of Nepal's districts drawn from the outlines the app
// carries; the commission clicks a campus's place, the latitude and longitude are filled, and the
// location is saved through the outbox; a point outside Nepal is refused; a campus's own roles see
// the map only.
import { expect } from '@playwright/test'
import { test } from './support/test'
import { signInAs } from './support/demo-users'
import { choose, serverList, tokenOf } from './support/offline'

test('the commission clicks a campus onto the map of Nepal, and the server keeps its location', async ({
  page,
}) => {
  await signInAs(page, 'ugcadmin', '/add-location')
  await expect(page.getByRole('heading', { name: 'GPS Location', level: 1 })).toBeVisible()
  const map = page.getByRole('img', { name: "Map of Nepal's districts with the campuses" })
  await expect(map.locator('path')).toHaveCount(77)
  await choose(page, 'Campus', 'Butwal Multiple Campus')

  // Butwal, about 27.70° N 83.45° E: clicked where the map draws it.
  const box = (await map.boundingBox())!
  await page.mouse.click(
    box.x + (box.width * (83.45 - 80)) / 8.3,
    box.y + (box.height * (30.5 - 27.7)) / 4.2,
  )
  const latitude = page.getByRole('textbox', { name: 'Latitude' })
  const longitude = page.getByRole('textbox', { name: 'Longitude' })
  await expect(map.getByTestId('map-draft')).toBeVisible()
  const picked = {
    lat: Number(await latitude.inputValue()),
    lon: Number(await longitude.inputValue()),
  }
  expect(Math.abs(picked.lat - 27.7)).toBeLessThan(0.05)
  expect(Math.abs(picked.lon - 83.45)).toBeLessThan(0.05)
  await page.getByRole('button', { name: 'Save location' }).click()
  await expect(page.getByText('Location saved')).toBeVisible()
  const token = await tokenOf(page)
  await expect
    .poll(async () => {
      const campuses = await serverList<Record<string, unknown>>(
        page,
        token,
        '/Campus/GetAllCampuses',
      )
      const butwal = campuses.find((c) => c.campusName === 'Butwal Multiple Campus')
      return [butwal?.latitude, butwal?.longitude]
    })
    .toEqual([picked.lat, picked.lon])

  // A point outside Nepal is refused before anything is queued.
  await latitude.fill('31.2')
  await page.getByRole('button', { name: 'Save location' }).click()
  await expect(
    page.getByRole('alert').filter({
      hasText: 'Give a latitude (26.3 to 30.5) and a longitude (80.0 to 88.3) within Nepal.',
    }),
  ).toBeVisible()
})

test("a campus's own admin sees the map, and who sets the location, but cannot change it", async ({
  page,
}) => {
  await signInAs(page, 'collegeadmin', '/add-location')
  await expect(page.getByRole('heading', { name: 'GPS Location', level: 1 })).toBeVisible()
  await expect(
    page.getByText("A campus's location is set by its university or the commission."),
  ).toBeVisible()
  await expect(
    page.getByRole('img', { name: "Map of Nepal's districts with the campuses" }),
  ).toBeVisible()
  await expect(page.getByRole('button', { name: 'Save location' })).toHaveCount(0)
})
