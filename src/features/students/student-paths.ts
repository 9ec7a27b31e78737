// Where a student's screens are, in a module of its own: the card screens and a route link to them
// without loading the register's screens.
export const studentPaths = {
  list: '/student-management/student-list',
  register: '/student-management/student-register',
  import: '/student-management/import',
  detail: (key: string) =>
    `/student-management/student-information-detail?student=${encodeURIComponent(key)}`,
  verification: (key: string) =>
    `/student-management/student-verification/${encodeURIComponent(key)}`,
  card: (key: string) => `/student-management/student-card/${encodeURIComponent(key)}`,
}
