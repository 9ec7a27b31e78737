// The groups of roles the access rules are written in, shared by the access table and the setup
// lists' declarations.
export const ugc = ['SuperAdmin', 'Admin', 'UgcAdmin'] as const
const college = ['CollegeAdmin', 'CollegeUser'] as const
export const staff = [...ugc, 'UniAdmin', ...college] as const
export const everyone = [...staff, 'Student'] as const
/** Commission-wide lists are kept by the commission. */
export const commissionWriters = ['SuperAdmin', 'UgcAdmin'] as const
/** Campuses are registered by the commission and by each university for itself (decision 0206). */
export const campusRegistrars = ['SuperAdmin', 'UgcAdmin', 'UniAdmin'] as const
/** Program setup is the work of universities and campuses (the menu hides it from commission roles). */
export const programWriters = ['SuperAdmin', 'UniAdmin', ...college] as const
/**
 * A campus's student records: its own staff write them; the commission and the university read
 * (the university verifies through its own operations) (issue 12, decision 0359).
 */
export const studentWriters = college
/** Lists that belong to one campus. */
export const campusWriters = ['SuperAdmin', ...college] as const
/** Income/expense heads: the commission keeps the shared chart, campuses add their own heads. */
export const headWriters = ['SuperAdmin', 'UgcAdmin', ...college] as const
/** A university's own rules (its graduation table), and the commission's defaults for all. */
export const universityWriters = ['SuperAdmin', 'UgcAdmin', 'UniAdmin'] as const
/** Who verifies student records: the students' university (decision 0250). */
export const verifiers = ['UniAdmin'] as const
/** Who enters staff: every employer for its own (a campus, a university's office, the commission). */
export const employers = ['SuperAdmin', 'UgcAdmin', 'UniAdmin', ...college] as const
