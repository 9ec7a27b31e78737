// Demo employees: 20 to 40 teachers and staff at every campus with students, a few at each
// university's central office and at the commission, named in English and Devanagari, each on a post
// of their staff type, in a department of their campus when it has one.
// One INSERT … SELECT with a fixed random seed and fixed dates, so every fresh database holds the same
// register (and the rules of migration 0013 hold for every row).
import { sql } from 'drizzle-orm'
import type { Db } from '../connect.ts'
import { array, firstNames, lastNames, pick } from './names.ts'

const subjects = [
  'Management',
  'English',
  'Economics',
  'Physics',
  'Mathematics',
  'Computer Science',
  'Nepali',
  'Sociology',
  'Accountancy',
  'Education',
]
const officeSubjects = [
  'Business Studies',
  'Library Science',
  'Computer Applications',
  'Public Administration',
]
const institutions = [
  'Tribhuvan University',
  'Kathmandu University',
  'Pokhara University',
  'Purbanchal University',
  'University of Delhi',
]

/**
 * The demo's employees; `perCampus` puts that many at every campus with students instead (the
 * staff summaries' benchmark: 50,000 in all).
 */
export async function generateEmployees(db: Db, perCampus?: number) {
  const firstName = (script: 0 | 1) => sql`(${array(firstNames.map((n) => n[script]))})[fi]`
  const lastName = (script: 0 | 1) =>
    pick(
      'r7',
      lastNames.map((n) => n[script]),
    )
  const degreeSubject = sql`case when teaching then ${pick('r4', subjects)}
    when qualification <> 'below' then ${pick('r4', officeSubjects)} end`
  await db.execute(sql`select setseed(0.1414)`)
  await db.execute(sql`
    with campus as (
      select c.id, c.university_id, c.code, ${perCampus === undefined ? sql`20 + (c.id * 13) % 21` : sql`${perCampus}::int`} as staff from campuses c
      where exists (select 1 from students s where s.campus_id = c.id)
      ${
        perCampus === undefined
          ? // The demo's other employers (decision 0323): each university's central office, and
            // the commission itself.
            sql`union all select null::int, u.id, u.short_name, 4 + u.id % 3 from universities u
              union all select null::int, null::int, 'UGC', 8`
          : sql``
      }),
    n as (
      select campus.id as campus_id, campus.university_id, campus.code, g,
        random() < 0.65 as teaching, 1 + floor(random() * 20)::int as fi, random() as r1,
        random() as r2, random() as r3, random() as r4, random() as r5, random() as r6,
        random() as r7, random() as r8, random() as r9, random() as r10
      from campus cross join lateral generate_series(1, campus.staff) g order by campus.id, g),
    p as (
      select n.*, case when teaching then 'teaching' else 'non-teaching' end as staff_type,
        fi <= 10 as man, date '1962-01-01' + floor(r1 * 36 * 365)::int as born,
        case when teaching then (case when r2 < 0.08 then 0 when r2 < 0.25 then 1 when r2 < 0.55 then 2
          when r2 < 0.85 then 3 else 4 end) else 1 + floor(r2 * 4)::int end as post_rank,
        case when teaching then (case when r3 < 0.2 then 'phd' when r3 < 0.35 then 'mphil' else 'master' end)
          else (case when r3 < 0.15 then 'master' when r3 < 0.6 then 'bachelor' else 'below' end) end as qualification
      from n),
    ll as (
      select row_number() over (order by ll.id) as rn, ll.id, ll.district_id, ds.province_id, ll.wards
      from local_levels ll join districts ds on ds.id = ll.district_id),
    ep as (
      select row_number() over (partition by category order by rank, id) - 1 as rn, id, category
      from employee_positions),
    d as (
      select p.*, born + 22 * 365 + floor(r4 * (date '2025-06-30' - born - 22 * 365))::int as joined,
        (select id from departments dp where dp.campus_id = p.campus_id and r5 < 0.75
           and dp.department_type = case when teaching then 'academic' else 'administrative' end
           order by id limit 1) as department_id
      from p)
    insert into employees (university_id, campus_id, first_name, middle_name, last_name, name_ne,
      gender, date_of_birth, ethnic_group_id, disability, citizenship_no, permanent_province_id,
      permanent_district_id, permanent_local_level_id, permanent_ward, phone, email, employee_code,
      staff_type, non_teaching_kind, post_id, appointment_type, joined_on, department_id, faculty_id,
      qualification, qualification_subject, qualification_institution, teaching_load, fte, status,
      status_changed_on)
    select d.university_id, d.campus_id,
      ${firstName(0)},
      case when r6 < 0.3 then (case when man then 'Prasad' else 'Kumari' end) end,
      ${lastName(0)},
      ${firstName(1)} || case when r6 < 0.3 then (case when man then ' प्रसाद' else ' कुमारी' end)
        else '' end || ' ' || ${lastName(1)},
      case when man then 'male' else 'female' end, born,
      (select id from ethnic_groups order by id offset floor(r8 * 8)::int limit 1),
      case when r9 < 0.03 then 'physical' else 'none' end,
      address.province_id || '-01-' || lpad((floor(r8 * 99999))::int::text, 5, '0'),
      address.province_id, address.district_id, address.id, 1 + floor(r9 * address.wards)::int,
      '98' || lpad((floor(r6 * 100000000))::int::text, 8, '0'),
      lower(${firstName(0)}) || '.' || d.g || '@' || coalesce('campus' || d.campus_id, lower(d.code))
        || '.edu.np',
      d.code || '-E' || lpad(d.g::text, greatest(3, length(d.g::text)), '0'),
      staff_type,
      case when not teaching then (case when r5 < 0.4 then 'technical' else 'non-technical' end) end,
      post.id,
      case when r9 < 0.6 then 'permanent' when r9 < 0.82 then 'contract'
        when teaching and r9 < 0.93 then 'part-time' when teaching then 'visiting' else 'contract' end,
      joined, d.department_id,
      case when teaching then coalesce((select faculty_id from departments where id = d.department_id),
        (select id from faculties f where f.university_id = d.university_id order by id
         offset floor(r8 * 5)::int limit 1)) end,
      qualification,
      ${degreeSubject},
      case when qualification <> 'below' then ${pick('r5', institutions)} end,
      case when teaching then 10 + floor(r3 * 15)::int end,
      -- The share of a full-time post: a part-time teacher half, a visiting one a quarter.
      case when r9 < 0.82 or not teaching then 1 when r9 < 0.93 then 0.5 else 0.25 end,
      case when born < date '1964-01-01' and r6 < 0.5 then 'retired' when r6 < 0.05 then 'on-leave'
        when r6 < 0.08 then 'resigned' else 'working' end,
      case when born < date '1964-01-01' and r6 < 0.5 then greatest(joined, (born + interval '60 years')::date)
        when r6 < 0.05 then greatest(joined, date '2025-04-14')
        when r6 < 0.08 then least(joined + floor(r7 * 1500)::int, date '2025-06-30') end
    from d
    join ll address on address.rn = 1 + floor(d.r10 * (select count(*) from ll))::int
    join ep post on post.category = d.staff_type and post.rn = d.post_rank
    order by d.campus_id, d.g`)
}
