// Fills a new database with demo data (only when it has no university yet): the institution tree,
// every setup list, the demo accounts, a few thousand students with graduations and dropouts, and
// each campus's employees, generated set-based in SQL with a fixed random seed so every fresh
// database holds the same figures.
import { count, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { hashPassword } from '../../auth/password.ts'
import type { Db } from '../connect.ts'
import * as t from '../schema.ts'
import { seedCampusLists } from './campus-lists.ts'
import { generateEmployees } from './employees.ts'
import { firstNameOf, lastNameOf } from './names.ts'
import * as data from './reference-data.ts'

export const demoStudentCount = 3000

export async function seedIfEmpty(db: Db, log?: FastifyBaseLogger) {
  const [existing] = await db.select({ n: count() }).from(t.universities)
  if (existing!.n > 0) return false
  const started = Date.now()
  const hashes = await Promise.all(data.demoUsers.map(() => hashPassword(data.demoPassword)))
  await db.transaction(async (tx) => {
    await tx.insert(t.universities).values(data.universityRows)
    await tx.insert(t.campuses).values(data.campusRows)
    for (const table of ['universities', 'campuses']) {
      await tx.execute(
        sql`select setval(pg_get_serial_sequence(${table}, 'id'), (select max(id) from ${sql.identifier(table)}))`,
      )
    }
    for (const u of data.universityRows) {
      const faculties = await tx
        .insert(t.faculties)
        .values(
          data.facultyNames.map(([facultyName, facultyType, shortName], i) => ({
            universityId: u.id,
            facultyName,
            facultyType,
            shortName,
            code: `${u.code}-F${i + 1}`,
          })),
        )
        .returning({ id: t.faculties.id })
      const levels = await tx
        .insert(t.levels)
        .values(
          data.levelNames.map(([levelName, shortName], i) => ({
            universityId: u.id,
            levelName,
            shortName,
            code: `${u.code}-L${i + 1}`,
          })),
        )
        .returning({ id: t.levels.id })
      const programs = await tx
        .insert(t.programs)
        .values(
          data.programSeeds.map(([programName, shortName, f, l, programType, durationYears]) => ({
            universityId: u.id,
            facultyId: faculties[f]!.id,
            levelId: levels[l]!.id,
            programName,
            shortName,
            programType,
            durationYears,
            code: `${u.code}-${shortName.replace(/\s+/g, '')}`,
          })),
        )
        .returning({
          id: t.programs.id,
          shortName: t.programs.shortName,
          programType: t.programs.programType,
        })
      const majors = programs.flatMap((p) =>
        (data.majorSeeds[p.shortName!] ?? []).map(([majorSubjectName, code]) => ({
          programId: p.id,
          majorSubjectName,
          code,
        })),
      )
      await tx.insert(t.majorSubjects).values(majors)
      for (const p of programs) {
        const subjects = data.subjectSeeds[p.shortName!] ?? []
        if (!subjects.length) continue
        await tx.insert(t.subjects).values(
          subjects.map(([subjectName, code, optional], i) => ({
            programId: p.id,
            subjectName,
            code,
            shortName: code,
            subjectType: optional ? ('optional' as const) : ('regular' as const),
            isRegular: !optional,
            semester: p.programType === 'semester' ? 1 + (i % 2) : null,
            year: p.programType === 'annual' ? 1 + (i % 2) : null,
          })),
        )
      }
      // Each campus of the university offers the programs of its level of study.
      const ownCampuses = data.campusRows.filter((c) => c.universityId === u.id)
      await tx
        .insert(t.collegePrograms)
        .values(
          ownCampuses.flatMap((c, ci) =>
            programs
              .filter((_, pi) => (pi + ci) % 3 !== 2)
              .map((p) => ({ campusId: c.id, programId: p.id, intakeCapacity: 120 })),
          ),
        )
    }
    await tx.insert(t.semesters).values(data.semesterRows)
    await tx.insert(t.academicYears).values(data.academicYearRows)
    await tx.insert(t.fiscalYears).values(data.fiscalYearRows)
    await tx.insert(t.ethnicGroups).values(
      data.ethnicGroupNames.map((ethnicGroupName, i) => ({
        ethnicGroupName,
        code: `EG${i + 1}`,
      })),
    )
    await tx.insert(t.employeePositions).values(
      data.positionSeeds.map(([positionName, category, rank]) => ({
        positionName,
        category,
        rank,
      })),
    )
    await tx
      .insert(t.feeTypes)
      .values(data.feeTypeNames.map((feeTypeName, i) => ({ feeTypeName, code: `FT${i + 1}` })))
    await tx
      .insert(t.generalFeeTypes)
      .values(
        data.generalFeeTypeNames.map((feeTypeName, i) => ({ feeTypeName, code: `GF${i + 1}` })),
      )
    await tx.insert(t.examTypes).values(data.examTypeSeeds)
    await tx.insert(t.batches).values(
      data.fiscalYearRows.map((fy) => ({
        campusId: 78,
        batchName: `${fy.name.slice(0, 4)} Batch`,
        batchYear: Number(fy.name.slice(0, 4)),
      })),
    )
    await seedCampusLists(tx)
    await tx
      .insert(t.users)
      .values(data.demoUsers.map((u, i) => ({ ...u, passwordHash: hashes[i]! })))
    await generateStudents(tx, demoStudentCount)
    await generateEmployees(tx)
  })
  log?.info({ ms: Date.now() - started, students: demoStudentCount }, 'demo data created')
  return true
}

/**
 * Students spread over every campus's programs and five intakes; about a third of the first three
 * intakes graduate two years later and about one in twelve drops out. Each has a name in both
 * scripts, a permanent address at a real local level (province, district, ward) and a registration
 * number in the university's form: its code, the campus, the AD year of enrolment and a serial
 * (`TU-78-2021-000042`). Deterministic (setseed); the address and number take no random draw, so
 * the draws after them (outcomes) are the same as before they were added.
 */
export async function generateStudents(db: Db, howMany: number) {
  // The gender's own draw (r3) picks the names too: a woman's name for a woman.
  const woman = sql`n.r3 < 0.52`
  const first = (script: 0 | 1) => firstNameOf(woman, 'n.r1', script)
  const last = (script: 0 | 1) => lastNameOf('n.r2', script)
  await db.execute(sql`select setseed(0.2079)`)
  await db.execute(sql`
    with cp as (select row_number() over (order by cp.id) as rn, cp.campus_id, c.university_id, cp.program_id
                from college_programs cp join campuses c on c.id = cp.campus_id),
    fy as (select row_number() over (order by start_date) as rn, id, start_date from fiscal_years),
    ll as (select row_number() over (order by ll.id) as rn, ll.id, ll.district_id, ds.province_id, ds.name_en, ll.wards
           from local_levels ll join districts ds on ds.id = ll.district_id),
    n as (select g, random() as r1, random() as r2, random() as r3, random() as r4 from generate_series(1, ${howMany}) g)
    insert into students (university_id, campus_id, program_id, fiscal_year_id, first_name, last_name, name_ne, gender,
      date_of_birth, ethnic_group_id, district, permanent_province_id, permanent_district_id, permanent_local_level_id,
      permanent_ward, registration_no)
    select cp.university_id, cp.campus_id, cp.program_id, fy.id, ${first(0)}, ${last(0)},
      ${first(1)} || ' ' || ${last(1)},
      case when ${woman} then 'female' when n.r3 < 0.995 then 'male' else 'other' end,
      fy.start_date - ((17 + floor(power(n.r4, 2) * 22)) * 365 + floor(n.r1 * 300))::int,
      (select id from ethnic_groups order by id offset floor(n.r2 * 8)::int limit 1),
      address.name_en, address.province_id, address.district_id, address.id, 1 + n.g % address.wards,
      u.code || '-' || cp.campus_id || '-' || extract(year from fy.start_date) || '-' || lpad(n.g::text, 6, '0')
    from n
    join cp on cp.rn = 1 + (n.g % (select count(*) from cp))
    join fy on fy.rn = 1 + (n.g % 5)
    join universities u on u.id = cp.university_id
    join ll address on address.rn = 1 + (n.g::bigint * 7919) % (select count(*) from ll)`)
  // Outcomes (decision 0205): a degree named after the program, a dropout's reason and last term, its
  // letter serial per campus and fiscal year, and the student's status following the record. The
  // demo student account's own record (the campus's first) stays active.
  await db.execute(sql`
    with fy as (select row_number() over (order by start_date) as rn, id, start_date from fiscal_years),
    s as (select s.id, s.university_id, s.campus_id, p.program_name, fy.rn, (s.id * 37 % 100) / 100.0 as r
          from students s join fy on fy.id = s.fiscal_year_id join programs p on p.id = s.program_id
          where random() < 0.35 and s.id <> (select min(id) from students where campus_id = 78))
    insert into graduations (university_id, campus_id, student_id, fiscal_year_id, graduated_on, degree, division, cgpa)
    select s.university_id, s.campus_id, s.id, later.id, later.start_date + 200, s.program_name,
      (array['distinction','first','first','second','pass'])[1 + floor(s.r * 5)::int], round((3.9 - s.r * 1.7)::numeric, 2)
    from s join fy later on later.rn = s.rn + 2`)
  await db.execute(sql`
    with fy as (select row_number() over (order by start_date) as rn, id, start_date from fiscal_years),
    s as (select s.id, s.university_id, s.campus_id, p.program_type, fy.rn, random() as r
          from students s join fy on fy.id = s.fiscal_year_id join programs p on p.id = s.program_id
          where not exists (select 1 from graduations g where g.student_id = s.id)
            and s.id <> (select min(id) from students where campus_id = 78)),
    d as (select s.*, fy.id as fiscal_year_id, fy.start_date + 120 as dropped_on
          from s join fy on fy.rn = least(s.rn + (s.r * 20)::int % 2, 5) where s.r < 0.08)
    insert into dropouts (university_id, campus_id, student_id, fiscal_year_id, reason, dropped_on, last_semester, last_year, serial)
    select d.university_id, d.campus_id, d.id, d.fiscal_year_id,
      (array['financial','employment','migrationAbroad','marriage','academic','unknown'])[1 + floor(d.r * 75)::int % 6], d.dropped_on,
      case when d.program_type = 'semester' then 1 + floor(d.r * 100)::int % 2 end,
      case when d.program_type = 'annual' then 1 end,
      row_number() over (partition by d.campus_id, d.fiscal_year_id order by d.id)
    from d`)
  await db.execute(sql`
    update students s set enrolment_status = case when exists (select 1 from graduations g where g.student_id = s.id)
      then 'graduated' else 'droppedOut' end
    where exists (select 1 from graduations g where g.student_id = s.id)
       or exists (select 1 from dropouts d where d.student_id = s.id)`)
  await db.execute(sql`
    update students set user_id = (select id from users where email = 'student@hemis.local'), first_name = 'Sita', last_name = 'Sharma', name_ne = 'सीता शर्मा', gender = 'female'
    where id = (select min(id) from students where campus_id = 78)`)
}

/**
 * A semester program of university 1 ("Bachelor of Scale Testing") with `howMany` subjects, inserted
 * set-based as a campus's catalogue import would be: semester 1 + g % 8, so each of the eight
 * semesters holds an eighth of them. For the scale test and the Subject Management benchmark.
 */
export async function generateScaleSubjects(db: Db, howMany: number): Promise<number> {
  const [program] = await db
    .insert(t.programs)
    .values({
      universityId: 1,
      programName: 'Bachelor of Scale Testing',
      programType: 'semester',
      shortName: 'BST',
    })
    .returning()
  await db.execute(sql`
    insert into subjects (program_id, subject_name, subject_type, short_name, code, semester, is_regular)
    select ${program!.id}, 'Scale Subject ' || lpad(g::text, 5, '0'), 'regular', 'SS' || g, 'SC' || g, 1 + g % 8, true
    from generate_series(1, ${howMany}) g`)
  return program!.id
}
