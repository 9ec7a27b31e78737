// Demo reference data: a small but realistic slice of Nepal's higher-education system.
import type { CampusType } from '../schema.ts'

/**
 * The demo's places, by local level id (migration 0008's): the local level's English name in full,
 * its district's id and name, and the province. Universities and campuses store the ids and the
 * text the server derives from them (decision 0206).
 */
const places = {
  60: ['Biratnagar Metropolitan City', 6, 'Morang', 1],
  62: ['Budi Ganga Rural Municipality', 6, 'Morang', 1],
  108: ['Dharan Sub-Metropolitan City', 11, 'Sunsari', 1],
  307: ['Kathmandu Metropolitan City', 27, 'Kathmandu', 3],
  309: ['Kirtipur Municipality', 27, 'Kathmandu', 3],
  318: ['Dhulikhel Municipality', 28, 'Kavrepalanchok', 3],
  331: ['Lalitpur Metropolitan City', 29, 'Lalitpur', 3],
  414: ['Pokhara Metropolitan City', 38, 'Kaski', 4],
  495: ['Butwal Sub-Metropolitan City', 49, 'Rupandehi', 5],
} as const satisfies Record<number, readonly [string, number, string, number]>
type Place = keyof typeof places

/** The address columns of a place a university and a campus have, ids and derived text alike. */
const addressOf = (localLevelId: Place) => {
  const [localLevel, districtId, district, province] = places[localLevelId]
  return {
    provinceId: province,
    districtId,
    localLevelId,
    ward: null,
    province,
    district,
    address: `${localLevel}, ${district}`,
  }
}

type UniversitySeed = [
  id: number,
  name: string,
  nameNe: string,
  code: string,
  place: Place,
  establishedYearBs: number,
  website: string,
]
const universitySeeds: UniversitySeed[] = [
  [1, 'Tribhuvan University', 'त्रिभुवन विश्वविद्यालय', 'TU', 309, 2016, 'https://tu.edu.np'],
  [2, 'Kathmandu University', 'काठमाडौँ विश्वविद्यालय', 'KU', 318, 2048, 'https://ku.edu.np'],
  [3, 'Pokhara University', 'पोखरा विश्वविद्यालय', 'PU', 414, 2053, 'https://pu.edu.np'],
  [
    4,
    'Purbanchal University',
    'पूर्वाञ्चल विश्वविद्यालय',
    'PURU',
    60,
    2050,
    'https://purbanchaluniversity.edu.np',
  ],
]

type CampusSeed = [
  id: number,
  universityId: number,
  name: string,
  nameNe: string,
  type: CampusType,
  place: Place,
]
const campusSeeds: CampusSeed[] = [
  [78, 1, 'Ratna Rajyalaxmi Campus', 'रत्नराज्यलक्ष्मी क्याम्पस', 'constituent', 307],
  [79, 1, 'Prithvi Narayan Campus', 'पृथ्वीनारायण क्याम्पस', 'constituent', 414],
  [
    80,
    1,
    'Mahendra Morang Adarsha Multiple Campus',
    'महेन्द्र मोरङ आदर्श बहुमुखी क्याम्पस',
    'constituent',
    60,
  ],
  [81, 1, 'Butwal Multiple Campus', 'बुटवल बहुमुखी क्याम्पस', 'community', 495],
  [82, 1, 'Central Department of Education', 'शिक्षाशास्त्र केन्द्रीय विभाग', 'central', 309],
  [
    83,
    2,
    'Kathmandu University School of Management',
    'काठमाडौँ विश्वविद्यालय व्यवस्थापन विद्यालय',
    'central',
    331,
  ],
  [84, 2, 'Nepal College of Information Technology', 'नेपाल सूचना प्रविधि कलेज', 'private', 331],
  [85, 3, 'Pokhara Engineering College', 'पोखरा इन्जिनियरिङ कलेज', 'private', 414],
  [86, 3, 'Janapriya Multiple Campus', 'जनप्रिय बहुमुखी क्याम्पस', 'community', 414],
  [87, 4, 'Purbanchal Campus', 'पूर्वाञ्चल क्याम्पस', 'constituent', 108],
  [88, 4, 'Birat Medical College', 'विराट मेडिकल कलेज', 'private', 62],
]
export const universityRows = universitySeeds.map(
  ([id, name, nameNe, code, place, establishedYearBs, website]) => ({
    id,
    name,
    nameNe,
    shortName: code === 'PURU' ? 'PurU' : code,
    code,
    universityType: 'public' as const,
    ...addressOf(place),
    establishedYearBs,
    establishedYear: establishedYearBs - 57,
    phone: null,
    email: `info@${new URL(website).hostname}`,
    website,
    // Tribhuvan University (the demo accounts') keeps any number: tests enter numbers of their own.
    ...(code === 'TU'
      ? {}
      : {
          registrationFormat: `${code}-#?#?#-####-######`,
          registrationExample: `${code}-${campusSeeds.find((c) => c[1] === id)![0]}-2082-000042`,
        }),
  }),
)

export const campusRows = campusSeeds.map(
  ([id, universityId, campusName, nameNe, campusType, place]) => ({
    id,
    universityId,
    campusName,
    nameNe,
    campusType,
    code: `C${id}`,
    ...addressOf(place),
    localLevel: places[place][0],
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

/** Shared exam types every campus starts with (decision 0220). */
export const examTypeSeeds: {
  examTypeName: string
  examTypeNameNe: string
  kind: 'internal' | 'final' | 're-exam' | 'supplementary'
  code: string
}[] = [
  { examTypeName: 'First Terminal', examTypeNameNe: 'प्रथम त्रैमासिक', kind: 'internal', code: 'T1' },
  { examTypeName: 'Pre-board', examTypeNameNe: 'पूर्व बोर्ड', kind: 'internal', code: 'PB' },
  {
    examTypeName: 'University Final',
    examTypeNameNe: 'विश्वविद्यालय अन्तिम',
    kind: 'final',
    code: 'UF',
  },
  { examTypeName: 'Re-exam', examTypeNameNe: 'पुनः परीक्षा', kind: 're-exam', code: 'RE' },
  {
    examTypeName: 'Supplementary',
    examTypeNameNe: 'पूरक परीक्षा',
    kind: 'supplementary',
    code: 'SU',
  },
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
