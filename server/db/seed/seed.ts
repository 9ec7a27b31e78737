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
    // Every campus names its intakes by their BS year, one batch a year for all its programs.
    await tx.insert(t.batches).values(
      data.campusRows.flatMap((c) =>
        data.fiscalYearRows.map((fy) => ({
          campusId: c.id,
          batchName: `${fy.name.slice(0, 4)} Batch`,
          batchYear: Number(fy.name.slice(0, 4)),
        })),
      ),
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
 * (`TU-78-2021-000042`). Each sits in a class as a campus keeps one: the campus's batch of their
 * intake, the term they have reached (a year a fiscal year, up to the program's last), a shift, a
 * roll number counted within the campus, program and batch, an exam symbol number once past their
 * first year, and a section where the campus has one for that class. Earlier intakes are verified by
 * the university; the newest is part draft, part submitted, a few returned with a reason (decision
 * 0363). Deterministic (setseed); the address, number and class take no random draw, so the draws
 * after them (outcomes) are the same as before they were added.
 */
export async function generateStudents(db: Db, howMany: number) {
  // The gender's own draw (r3) picks the names too: a woman's name for a woman.
  const woman = sql`n.r3 < 0.52`
  const first = (script: 0 | 1) => firstNameOf(woman, 'n.r1', script)
  const last = (script: 0 | 1) => lastNameOf('n.r2', script)
  await db.execute(sql`select setseed(0.2079)`)
  await db.execute(sql`
    with cp as (select row_number() over (order by cp.id) as rn, cp.campus_id, c.university_id, cp.program_id,
                  p.program_type, coalesce(p.duration_years, 4) as duration
                from college_programs cp join campuses c on c.id = cp.campus_id join programs p on p.id = cp.program_id),
    fy as (select row_number() over (order by start_date) as rn, id, start_date, left(name, 4)::int as bs_year,
             count(*) over () - row_number() over (order by start_date) as years_studied
           from fiscal_years),
    ll as (select row_number() over (order by ll.id) as rn, ll.id, ll.district_id, ds.province_id, ds.name_en, ll.wards
           from local_levels ll join districts ds on ds.id = ll.district_id),
    n as (select g, random() as r1, random() as r2, random() as r3, random() as r4,
            (g::bigint * 2654435761) % 100 as h from generate_series(1, ${howMany}) g),
    s as (
      select n.g, cp.university_id, cp.campus_id, cp.program_id, fy.id as fiscal_year_id, ${first(0)} as first_name,
        ${last(0)} as last_name, ${first(1)} || ' ' || ${last(1)} as name_ne,
        case when ${woman} then 'female' when n.r3 < 0.995 then 'male' else 'other' end as gender,
        fy.start_date - ((17 + floor(power(n.r4, 2) * 22)) * 365 + floor(n.r1 * 300))::int as date_of_birth,
        (select id from ethnic_groups order by id offset floor(n.r2 * 8)::int limit 1) as ethnic_group_id,
        address.name_en as district, address.province_id, address.district_id, address.id as local_level_id,
        1 + n.g % address.wards as ward,
        u.code || '-' || cp.campus_id || '-' || extract(year from fy.start_date) || '-' || lpad(n.g::text, 6, '0') as registration_no,
        b.id as batch_id,
        case when cp.program_type = 'semester' then least(2 * fy.years_studied + 1, 2 * cp.duration) end as semester,
        case when cp.program_type = 'annual' then least(fy.years_studied + 1, cp.duration) end as year,
        (array['morning','morning','morning','day','day','evening'])[1 + n.g % 6] as shift,
        case when fy.years_studied > 0 then (fy.bs_year % 100)::text || lpad(n.g::text, 6, '0') end as symbol_no,
        case when fy.years_studied >= 2 then 'verified'
             when fy.years_studied = 1 then case when n.h < 85 then 'verified' else 'submitted' end
             when n.h < 40 then 'draft' when n.h < 85 then 'submitted' when n.h < 93 then 'returned'
             else 'verified' end as verification_state
      from n
      join cp on cp.rn = 1 + (n.g % (select count(*) from cp))
      -- The intake turns once every campus program has a student: each then holds all five.
      join fy on fy.rn = 1 + (n.g / (select count(*) from cp)) % 5
      join universities u on u.id = cp.university_id
      join ll address on address.rn = 1 + (n.g::bigint * 7919) % (select count(*) from ll)
      left join batches b on b.campus_id = cp.campus_id and b.batch_year = fy.bs_year and b.program_id is null)
    insert into students (university_id, campus_id, program_id, fiscal_year_id, first_name, last_name, name_ne, gender,
      date_of_birth, ethnic_group_id, district, permanent_province_id, permanent_district_id, permanent_local_level_id,
      permanent_ward, registration_no, batch_id, semester, year, shift, roll_no, symbol_no, verification_state,
      verification_note)
    select s.university_id, s.campus_id, s.program_id, s.fiscal_year_id, s.first_name, s.last_name, s.name_ne, s.gender,
      s.date_of_birth, s.ethnic_group_id, s.district, s.province_id, s.district_id, s.local_level_id, s.ward,
      s.registration_no, s.batch_id, s.semester, s.year, s.shift,
      row_number() over (partition by s.campus_id, s.program_id, s.batch_id order by s.g)::text, s.symbol_no,
      s.verification_state,
      case when s.verification_state = 'returned'
        then 'The citizenship number does not match the certificate attached; please check it.' end
    from s order by s.g`)
  // A section where the campus keeps one for the class: its students shared out in turn.
  await db.execute(sql`
    with placed as (
      select s.id, sc.id as section_id, sc.shift,
        row_number() over (partition by s.id order by sc.id) as pick,
        count(*) over (partition by s.id) as sections,
        row_number() over (partition by sc.id order by s.id) as seat
      from students s join sections sc on sc.campus_id = s.campus_id and sc.program_id = s.program_id
        and sc.batch_id = s.batch_id and sc.semester is not distinct from s.semester
        and sc.year is not distinct from s.year)
    update students s set section_id = placed.section_id, shift = placed.shift
    from placed where placed.id = s.id and placed.pick = 1 + (placed.seat - 1) % placed.sections`)
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
  // A student who left keeps the term they reached (a graduate the program's last, a dropout the
  // dropout's last term), no section, and a record the university has verified.
  await db.execute(sql`
    with gone as (
      select s.id, p.program_type, coalesce(p.duration_years, 4) as duration, g.student_id is not null as graduated,
        d.last_semester, d.last_year
      from students s join programs p on p.id = s.program_id
        left join graduations g on g.student_id = s.id left join dropouts d on d.student_id = s.id
      where g.student_id is not null or d.student_id is not null)
    update students s set enrolment_status = case when gone.graduated then 'graduated' else 'droppedOut' end,
      semester = case when gone.program_type = 'semester' then
        case when gone.graduated then 2 * gone.duration else gone.last_semester end end,
      year = case when gone.program_type = 'annual' then
        case when gone.graduated then gone.duration else gone.last_year end end,
      section_id = null, verification_state = 'verified', verification_note = null
    from gone where gone.id = s.id`)
  // The demo student account's record: a draft the campus is still entering.
  await db.execute(sql`
    update students set user_id = (select id from users where email = 'student@hemis.local'), first_name = 'Sita', last_name = 'Sharma', name_ne = 'सीता शर्मा', gender = 'female',
      verification_state = 'draft', verification_note = null
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
