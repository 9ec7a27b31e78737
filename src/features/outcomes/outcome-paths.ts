// Where each outcome's pages are (spec §2): kept apart from the screens, so a printed paper's page
// links back to its list without loading every register's view.

/** The Dropout and Graduation areas' paths (spec §2), and the pages of one record. */
export const dropoutPaths = {
  list: '/dropout-management/dropout-list',
  pick: '/dropout-management/home',
  form: (studentKey: string) =>
    `/dropout-management/dropout-form/${encodeURIComponent(studentKey)}`,
  detail: (key: string) => `/dropout-management/dropout-detail?dropout=${encodeURIComponent(key)}`,
  letter: (key: string) => `/dropout-management/recommendation-letter/${encodeURIComponent(key)}`,
}
export const graduationPaths = {
  list: '/graduation-management/graduation-list',
  pick: '/graduation-management/student-list',
  form: (studentKey: string) =>
    `/graduation-management/graduation-form/${encodeURIComponent(studentKey)}`,
  detail: (key: string) =>
    `/graduation-management/graduation-detail?graduation=${encodeURIComponent(key)}`,
  receipt: (key: string) => `/graduation-management/receipt-details/${encodeURIComponent(key)}`,
}

/** Receipt Management (spec §2): receipts of students' fees, and each printed (`receipt-details/{id}`). */
export const receiptPaths = {
  list: '/receipt-management/receipt-list',
  pick: '/receipt-management/student-list',
  form: (studentKey: string) =>
    `/receipt-management/receipt-form/${encodeURIComponent(studentKey)}`,
  detail: (key: string) => `/receipt-management/receipt-details/${encodeURIComponent(key)}`,
  print: (key: string) => `/receipt-management/receipt-details/${encodeURIComponent(key)}?print=1`,
}

/** Character certificates (spec: `/character-application`, `character-certificate/{id}`). */
export const certificatePaths = {
  list: '/character-application',
  pick: '/character-application/choose',
  form: (studentKey: string) => `/character-application/${encodeURIComponent(studentKey)}`,
  detail: (key: string) => `/character-application/detail?certificate=${encodeURIComponent(key)}`,
  print: (key: string) => `/character-certificate/${encodeURIComponent(key)}`,
  printOld: (key: string) => `/character-certificate-old/${encodeURIComponent(key)}`,
}
