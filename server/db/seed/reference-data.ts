// Demo reference data: a small but realistic slice of Nepal's higher-education system.
import type { CampusType } from '../schema.ts'

export const universityRows = [
  {
    id: 1,
    name: 'Tribhuvan University',
    shortName: 'TU',
    code: 'TU',
    district: 'Kathmandu',
    province: 3,
    address: 'Kirtipur',
    establishedYear: 2016,
  },
  {
    id: 2,
    name: 'Kathmandu University',
    shortName: 'KU',
    code: 'KU',
    district: 'Kavrepalanchok',
    province: 3,
    address: 'Dhulikhel',
    establishedYear: 2048,
  },
  {
    id: 3,
    name: 'Pokhara University',
    shortName: 'PU',
    code: 'PU',
    district: 'Kaski',
    province: 4,
    address: 'Lekhnath',
    establishedYear: 2053,
  },
  {
    id: 4,
    name: 'Purbanchal University',
    shortName: 'PurU',
    code: 'PURU',
    district: 'Morang',
    province: 1,
    address: 'Biratnagar',
    establishedYear: 2050,
  },
]

type CampusSeed = [
  id: number,
  universityId: number,
  name: string,
  type: CampusType,
  localLevel: string,
  district: string,
  province: number,
]
const campusSeeds: CampusSeed[] = [
  [78, 1, 'Ratna Rajyalaxmi Campus', 'constituent', 'Kathmandu Metropolitan City', 'Kathmandu', 3],
  [79, 1, 'Prithvi Narayan Campus', 'constituent', 'Pokhara Metropolitan City', 'Kaski', 4],
  [
    80,
    1,
    'Mahendra Morang Adarsha Multiple Campus',
    'constituent',
    'Biratnagar Metropolitan City',
    'Morang',
    1,
  ],
  [81, 1, 'Butwal Multiple Campus', 'community', 'Butwal Sub-Metropolitan City', 'Rupandehi', 5],
  [82, 1, 'Central Department of Education', 'central', 'Kirtipur Municipality', 'Kathmandu', 3],
  [
    83,
    2,
    'Kathmandu University School of Management',
    'central',
    'Lalitpur Metropolitan City',
    'Lalitpur',
    3,
  ],
  [
    84,
    2,
    'Nepal College of Information Technology',
    'private',
    'Lalitpur Metropolitan City',
    'Lalitpur',
    3,
  ],
  [85, 3, 'Pokhara Engineering College', 'private', 'Pokhara Metropolitan City', 'Kaski', 4],
  [86, 3, 'Janapriya Multiple Campus', 'community', 'Pokhara Metropolitan City', 'Kaski', 4],
  [87, 4, 'Purbanchal Campus', 'constituent', 'Dharan Sub-Metropolitan City', 'Sunsari', 1],
  [88, 4, 'Birat Medical College', 'private', 'Budhiganga Rural Municipality', 'Morang', 1],
]
export const campusRows = campusSeeds.map(
  ([id, universityId, campusName, campusType, localLevel, district, province]) => ({
    id,
    universityId,
    campusName,
    campusType,
    code: `C${id}`,
    localLevel,
    district,
    province,
    address: `${localLevel}, ${district}`,
    phone: `01-44${String(id).padStart(5, '0')}`,
    email: `info@campus${id}.edu.np`,
    logo: id === 78 ? '/uploads/campus-78.svg' : null,
  }),
)

/** Faculties and levels each university keeps (university-wide rows). */
export const facultyNames: [name: string, type: 'general' | 'technical', short: string][] = [
  ['Humanities and Social Sciences', 'general', 'FoHSS'],
  ['Management', 'general', 'FoM'],
  ['Education', 'general', 'FoE'],
  ['Science and Technology', 'technical', 'IoST'],
  ['Engineering', 'technical', 'IoE'],
]
export const levelNames: [name: string, short: string][] = [
  ['Bachelor', 'BA'],
  ['Master', 'MA'],
  ['MPhil', 'MPhil'],
  ['PhD', 'PhD'],
]

/** Programs: faculty index, level index, annual or semester, duration in years. */
export const programSeeds: [
  name: string,
  short: string,
  faculty: number,
  level: number,
  type: 'annual' | 'semester',
  years: number,
][] = [
  ['Bachelor of Business Studies', 'BBS', 1, 0, 'annual', 4],
  ['Bachelor of Business Administration', 'BBA', 1, 0, 'semester', 4],
  ['Bachelor of Arts', 'BA', 0, 0, 'annual', 4],
  ['Bachelor of Education', 'BEd', 2, 0, 'annual', 4],
  ['BSc Computer Science and Information Technology', 'BSc CSIT', 3, 0, 'semester', 4],
  ['Bachelor of Computer Engineering', 'BE Computer', 4, 0, 'semester', 4],
  ['Master of Business Studies', 'MBS', 1, 1, 'semester', 2],
  ['Master of Arts in Sociology', 'MA Sociology', 0, 1, 'semester', 2],
]

/** Majors (specialisations) of the programs that have them; BSc CSIT and BE Computer have none. */
export const majorSeeds: Record<string, [name: string, code: string][]> = {
  BBS: [
    ['Finance', 'FIN'],
    ['Marketing', 'MKT'],
    ['Accountancy', 'ACC'],
    ['Management', 'MGT'],
  ],
  BBA: [
    ['Finance', 'FIN'],
    ['Marketing', 'MKT'],
    ['Human Resource Management', 'HRM'],
  ],
  BA: [
    ['English', 'ENG'],
    ['Nepali', 'NEP'],
    ['Sociology', 'SOC'],
    ['Economics', 'ECO'],
  ],
  BEd: [
    ['English Education', 'ENGED'],
    ['Mathematics Education', 'MATHED'],
    ['Health and Physical Education', 'HPE'],
  ],
  MBS: [
    ['Finance', 'FIN'],
    ['Marketing', 'MKT'],
    ['Accountancy', 'ACC'],
  ],
}

export const subjectSeeds: Record<string, [name: string, code: string, optional?: boolean][]> = {
  BBS: [
    ['Business English', 'ENG201'],
    ['Business Statistics', 'STT201'],
    ['Financial Accounting', 'ACC201'],
    ['Microeconomics', 'ECO201'],
    ['Rural Marketing', 'MKT211', true],
  ],
  BBA: [
    ['Principles of Management', 'MGT201'],
    ['Business Mathematics I', 'MTH201'],
    ['English Composition', 'ENG202'],
    ['Computer Applications', 'CSC201'],
    ['Psychology', 'PSY201', true],
  ],
  BA: [
    ['Compulsory English', 'ENG101'],
    ['Compulsory Nepali', 'NEP101'],
    ['Sociology', 'SOC101', true],
    ['Political Science', 'POL101', true],
  ],
  BEd: [
    ['Foundations of Education', 'EDU411'],
    ['Educational Psychology', 'EDU412'],
    ['English Language Teaching', 'ENG413', true],
  ],
  'BSc CSIT': [
    ['Introduction to Information Technology', 'CSC109'],
    ['C Programming', 'CSC110'],
    ['Digital Logic', 'CSC111'],
    ['Mathematics I', 'MTH112'],
    ['Physics', 'PHY113', true],
  ],
  'BE Computer': [
    ['Engineering Mathematics I', 'SH401'],
    ['Computer Programming', 'CT401'],
    ['Engineering Drawing I', 'ME401'],
    ['Applied Mechanics', 'CE401'],
  ],
  MBS: [
    ['Organizational Behaviour', 'MGT511'],
    ['Statistical Methods', 'MGT512'],
    ['Managerial Economics', 'MGT513'],
  ],
  'MA Sociology': [
    ['Classical Sociological Theories', 'SOC551'],
    ['Research Methods', 'SOC552'],
  ],
}

const ordinal = [
  'First',
  'Second',
  'Third',
  'Fourth',
  'Fifth',
  'Sixth',
  'Seventh',
  'Eighth',
  'Ninth',
  'Tenth',
  'Eleventh',
  'Twelfth',
]
export const semesterRows = ordinal.map((name, i) => ({ id: i + 1, name: `${name} Semester` }))
export const academicYearRows = ordinal
  .slice(0, 8)
  .map((name, i) => ({ id: i + 1, name: `${name} Year` }))

/** Fiscal years run Shrawan 1 to Asar end; AD dates are those of Shrawan 1 and the last day of Asar. */
export const fiscalYearRows = [
  ['2079/80', '2079-04-01', '2080-03-31', '2022-07-17', '2023-07-16'],
  ['2080/81', '2080-04-01', '2081-03-31', '2023-07-17', '2024-07-15'],
  ['2081/82', '2081-04-01', '2082-03-32', '2024-07-16', '2025-07-16'],
  ['2082/83', '2082-04-01', '2083-03-32', '2025-07-17', '2026-07-16'],
  ['2083/84', '2083-04-01', '2084-03-31', '2026-07-17', '2027-07-16'],
].map(([name, startDateBs, endDateBs, startDate, endDate]) => ({
  name: name!,
  startDateBs: startDateBs!,
  endDateBs: endDateBs!,
  startDate: startDate!,
  endDate: endDate!,
  isCurrent: name === '2083/84',
}))

export const ethnicGroupNames = [
  'Brahmin/Chhetri',
  'Janajati',
  'Madhesi',
  'Dalit',
  'Newar',
  'Tharu',
  'Muslim',
  'Other',
]

export const positionSeeds: [name: string, category: 'teaching' | 'non-teaching', rank: number][] =
  [
    ['Professor', 'teaching', 1],
    ['Associate Professor', 'teaching', 2],
    ['Assistant Professor', 'teaching', 3],
    ['Lecturer', 'teaching', 4],
    ['Teaching Assistant', 'teaching', 5],
    ['Campus Chief', 'non-teaching', 1],
    ['Administrative Officer', 'non-teaching', 2],
    ['Accountant', 'non-teaching', 3],
    ['Librarian', 'non-teaching', 3],
    ['Office Assistant', 'non-teaching', 5],
  ]

export const feeTypeNames = [
  'Admission Fee',
  'Tuition Fee',
  'Examination Fee',
  'Library Fee',
  'Laboratory Fee',
]
export const generalFeeTypeNames = [
  'Transcript Fee',
  'Character Certificate Fee',
  'Identity Card Fee',
  'Migration Fee',
]

export const demoPassword = 'Demo@12345'
export const demoUsers = [
  { email: 'superadmin@hemis.local', fullName: 'Super Administrator', role: 'SuperAdmin' },
  { email: 'admin@hemis.local', fullName: 'Commission Budget Administrator', role: 'Admin' },
  { email: 'ugcadmin@hemis.local', fullName: 'UGC Administrator', role: 'UgcAdmin' },
  {
    email: 'uniadmin@hemis.local',
    fullName: 'Tribhuvan University Administrator',
    role: 'UniAdmin',
    universityId: 1,
  },
  {
    email: 'collegeadmin@hemis.local',
    fullName: 'Campus Administrator',
    role: 'CollegeAdmin',
    universityId: 1,
    campusId: 78,
  },
  {
    email: 'collegeuser@hemis.local',
    fullName: 'Campus Data Clerk',
    role: 'CollegeUser',
    universityId: 1,
    campusId: 78,
  },
  {
    email: 'student@hemis.local',
    fullName: 'Sita Sharma',
    role: 'Student',
    universityId: 1,
    campusId: 78,
  },
] as const
