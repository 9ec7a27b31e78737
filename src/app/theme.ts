import { createTheme } from '@mantine/core'
import { t } from '../lib/i18n/t'
import { selectTyping } from '../components/select-typing'

/**
 * The HEMIS look: indigo as the brand colour, a shade dark enough for white text (WCAG AA) in both
 * schemes: the dark scheme's default, shade 5, gave white buttons 3.6:1. Made after the language is
 * chosen, as it holds words.
 */
export const makeTheme = () =>
  createTheme({
    primaryColor: 'indigo',
    primaryShade: 8,
    defaultRadius: 'md',
    // Transitions (menus, modals, toasts) are skipped for a user who asks their system for reduced
    // motion (WCAG 2.3.3); Mantine plays them regardless unless told.
    respectReducedMotion: true,
    // Devanagari first: its face covers only Devanagari (global.css), Latin falls through to the system's.
    fontFamily:
      '"HEMIS Devanagari", system-ui, -apple-system, "Segoe UI", Roboto, "Noto Sans", sans-serif',
    // Mantine's monospace fonts (a `Code`'s field name) have no Devanagari: the bundled face after
    // them, before the generic family, draws a Nepali name where the system has no Devanagari
    // font, not empty boxes.
    fontFamilyMonospace:
      'ui-monospace, SFMono-Regular, Menlo, Monaco, Consolas, "Liberation Mono", "Courier New", "HEMIS Devanagari", monospace',
    headings: { fontWeight: '700' },
    components: {
      // Mantine's close button has no accessible name of its own. A plain object, not
      // `Notification.extend`, so the entry does not carry the component (the toast host loads it).
      Notification: {
        defaultProps: { closeButtonProps: { 'aria-label': t('common.close') } },
      },
      // A select's list of options is rendered when it opens, not kept hidden in the page from the
      // first render: Mantine's default drew every list (753 local levels on a student's form) and
      // placed each hidden dropdown with floating-ui, reading the styles of all its ancestors — on
      // a phone the dashboard's four filters cost a 440 ms task at 4× slowdown (docs/performance.md).
      Combobox: { defaultProps: { keepMounted: false } },
      // Typing into a select picks as a person expects: Enter and Tab take the highlighted match
      // (Enter submitted the form, Tab threw the text away) and typing replaces a chosen label.
      Select: { defaultProps: selectTyping },
      // A file box's clear (×) is named by its icon alone (a photo, a document, an import's file).
      FileInput: { defaultProps: { clearButtonProps: { 'aria-label': t('common.clearFile') } } },
      // A menu opens on its first item (WAI-ARIA's menu button: Enter, Space or a press), not on
      // Mantine's unnamed placeholder, from which only ArrowDown reached an item: without it the
      // dropdown's focus trap focuses its first focusable element, the first item.
      Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    },
  })
