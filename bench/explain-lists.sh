#!/usr/bin/env bash
# Writes docs/explain/*.txt: EXPLAIN (ANALYZE, BUFFERS) of each list query as the repositories build
# it, on the scale dataset (bench/seed-scale.ts). Usage: PSQL="psql -h … -p … -U postgres" bench/explain-lists.sh
set -euo pipefail
cd "$(dirname "$0")/.."
P="${PSQL:-psql} -qAt"
C=$($P -c "select id from companies where name='Scale Group 0001 plc'")
U=$($P -c "select id from users where email='admin.1@scale.test'")
S=$($P -c "select id from users where email='specialist.1@scale.test'")
A=$($P -c "select id from users where email='approver.1@scale.test'")
mkdir -p docs/explain
# ONLY=<substring>: write only the matching files (e.g. ONLY=engagements).
ex() { [ -n "${ONLY:-}" ] && [[ "$1" != *"$ONLY"* ]] && return 0; f=docs/explain/$1.txt; { echo "-- $2"; echo "-- PostgreSQL 15, scale dataset (bench/seed-scale.ts, vacuumed), after migration ${MIGRATION:-0013}"; echo "$3;"; echo; $P -c "explain (analyze, buffers) $3"; } > "$f"; grep "Execution Time" "$f" | sed "s|^|$1: |"; }
T="'%Patel 19%'"
SEARCH="e.id in (select id from (select id from engagements where engaged_individual_id in (select id from engaged_individuals where name ilike $T)) f0 union select id from (select id from engagements where engaged_entity_id in (select id from engaged_entities where name ilike $T)) f1 union select id from (select id from engagements where service_provided ilike $T) f2 union select id from (select id from engagements where company_id in (select id from companies where name ilike $T)) f3)"
# Engagement lists (engagement.repository.ts listEngagements): the page's ids, read part by part
# (one per managed company and seat) from the live-engagement indexes and merged; the rows by id;
# the count as disjoint parts; a search's count as a window over its matches.
LIVE="e.deleted_at is null"
part() { echo "select id, k from (select e.id, $2 as k from engagements e $4 where $1 and $LIVE order by $2 $3, e.id desc limit $5) as p$6"; }
merged() { echo "select id from ($1) as merged order by k $2, id desc limit 20 offset $3"; }
DEF="e.created_at"
ADMIN_PARTS() { echo "$(part "e.company_id = '$C'" "$1" "$2" "$3" "$4" 0) union $(part "e.answerer_id = '$U'" "$1" "$2" "$3" "$4" 1) union $(part "e.approver_id = '$U'" "$1" "$2" "$3" "$4" 2)"; }
ex engagements-client-admin-page-1 "GET /api/my-engagements?rows=20&page=1, client admin of a group with 20,000 engagements (the page's ids)" "$(merged "$(ADMIN_PARTS "$DEF" desc "" 20)" desc 0)"
ex engagements-client-admin-count "GET /api/my-engagements, client admin (20k): the total, disjoint parts" "select ((select count(*) from engagements e where e.company_id = '$C' and $LIVE) + (select count(*) from engagements e where e.answerer_id = '$U' and not (e.company_id = '$C') and $LIVE) + (select count(*) from engagements e where e.approver_id = '$U' and not (e.company_id = '$C') and not (e.answerer_id = '$U') and $LIVE))::int"
ex engagements-client-admin-page-500 "GET /api/my-engagements?rows=20&page=500, client admin (20k) (the page's ids)" "$(merged "$(ADMIN_PARTS "$DEF" desc "" 10000)" desc 9980)"
IDS=$($P -c "select string_agg(id::text, ',') from (select id from engagements where company_id = '$C' and deleted_at is null order by created_at desc, id desc limit 20) x")
ex engagements-rows-by-id "The page's 20 rows with their named relations (prepared: engagement_list_rows)" "select e.*, c.name, d.name, ag.name, ee.name, ee.number, ee.type, ei.name, ei.email, an.email, ap.email from engagements e inner join companies c on c.id = e.company_id left join departments d on d.id = e.department_id left join agencies ag on ag.id = e.agency_id inner join engaged_entities ee on ee.id = e.engaged_entity_id inner join engaged_individuals ei on ei.id = e.engaged_individual_id inner join users an on an.id = e.answerer_id inner join users ap on ap.id = e.approver_id where e.id = any('{$IDS}'::uuid[])"
ex engagements-client-admin-search "GET /api/my-engagements?globalFilter=Patel 19, client admin (20k): the page's ids and the total" "select e.id, (count(*) over ())::int as total from engagements e where (e.company_id in ('$C') or e.answerer_id = '$U' or e.approver_id = '$U') and $LIVE and $SEARCH order by e.created_at desc, e.id desc limit 20"
ex engagements-client-admin-by-name "GET /api/my-engagements?sort=engagedIndividualName|asc, client admin (20k) (the page's ids)" "$(merged "$(ADMIN_PARTS "e.engaged_individual_name" asc "" 20)" asc 0)"
ex engagements-client-admin-by-name-page-500 "GET /api/my-engagements?sort=engagedIndividualName|asc&page=500, client admin (20k) (the page's ids)" "$(merged "$(ADMIN_PARTS "e.engaged_individual_name" asc "" 10000)" asc 9980)"
ex engagements-provider-admin-page-1 "GET /api/my-engagements?rows=20&page=1, provider admin (all 200k) (the page's ids)" "select e.id from engagements e where $LIVE order by e.created_at desc, e.id desc limit 20"
ex engagements-provider-admin-page-500 "GET /api/my-engagements?rows=20&page=500, provider admin (the page's ids)" "select e.id from engagements e where $LIVE order by e.created_at desc, e.id desc limit 20 offset 9980"
ex engagements-provider-admin-count "GET /api/my-engagements, provider admin (all 200k): the total" "select ((select count(*) from engagements e where $LIVE))::int"
ex engagements-provider-admin-search "GET /api/my-engagements?globalFilter=Patel 19, provider admin: the page's ids and the total" "select e.id, (count(*) over ())::int as total from engagements e where $LIVE and $SEARCH order by e.created_at desc, e.id desc limit 20"
ex engagements-provider-admin-by-company "GET /api/my-engagements?sort=companyName|asc, provider admin (the page's ids)" "select e.id from engagements e inner join companies c on c.id = e.company_id where $LIVE order by c.name asc, e.id desc limit 20"
ex engagements-provider-admin-by-company-page-500 "GET /api/my-engagements?sort=companyName|asc&page=500, provider admin (the page's ids)" "select e.id from engagements e inner join companies c on c.id = e.company_id where $LIVE order by c.name asc, e.id desc limit 20 offset 9980"
ex engagements-provider-admin-by-entity "GET /api/my-engagements?sort=engagedEntityName|desc, provider admin (the page's ids)" "select e.id from engagements e where $LIVE order by e.engaged_entity_name desc, e.id desc limit 20"
ex engagements-provider-admin-by-contract-end "GET /api/my-engagements?sort=contractDateEnd|asc, provider admin (the page's ids)" "select e.id from engagements e where $LIVE order by e.contract_end asc, e.id desc limit 20"
AORD="a.due_date asc nulls last, a.id asc"
apart() { echo "select id from (select a.id from assessments a inner join engagements e on e.id = a.engagement_id where $1 order by $AORD limit 20) as p$2"; }
ex assessments-specialist-page-1 "GET /api/users/:id/assessments?rows=20&page=1, the specialist of the 20k group (60k assessments)" "select a.* from assessments a where a.id in ($(apart "e.answerer_id = '$S'" 0) union $(apart "e.approver_id = '$S'" 1) union $(apart "a.answerer_id = '$S'" 2) union $(apart "a.approver_id = '$S'" 3)) order by $AORD limit 20"
ex assessments-specialist-count "GET /api/users/:id/assessments, busy specialist: the total" "select count(*)::int from (select id from (select a.id from assessments a join engagements e on e.id = a.engagement_id where e.answerer_id = '$S') c0 union select id from (select a.id from assessments a join engagements e on e.id = a.engagement_id where e.approver_id = '$S') c1 union select id from (select a.id from assessments a join engagements e on e.id = a.engagement_id where a.answerer_id = '$S') c2 union select id from (select a.id from assessments a join engagements e on e.id = a.engagement_id where a.approver_id = '$S') c3) scoped"
ex assessments-approver-awaiting "GET /api/users/:id/assessments?awaitingMyReview=true, the approver of the 20k group" "select a.* from assessments a inner join engagements e on e.id = a.engagement_id where a.approver_id = '$A' and a.status in ('review','to_verify') order by $AORD limit 20"
ex companies-provider-admin-page-1 "GET /api/companies?rows=20&page=1, provider admin (1,000 groups)" "select c.* from companies c left join companies p on p.id = c.parent_id where c.deleted_at is null order by c.name asc nulls last, c.id asc limit 20"
ex companies-provider-admin-search "GET /api/companies?globalFilter=04, provider admin" "select c.* from companies c left join companies p on p.id = c.parent_id where c.deleted_at is null and (c.name ilike '%04%' or c.number ilike '%04%' or p.name ilike '%04%') order by c.name asc nulls last, c.id asc limit 20"
ex companies-provider-admin-by-engagement-count "GET /api/companies?sort=engagementCount|desc, provider admin" "select c.* from companies c where c.deleted_at is null order by (select count(*) from engagements e where e.company_id = c.id) desc nulls last, c.id asc limit 20"
