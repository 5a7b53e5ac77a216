#!/usr/bin/env bash
# Runs a command with FOLIO_TEST_DATABASE_URL pointing at a throwaway PostgreSQL database,
# so that `npm test` works on a fresh machine:  scripts/with-postgres.sh npm run test:unit
#
# When FOLIO_TEST_DATABASE_URL is already set, the command runs as is. Otherwise this script
# installs PostgreSQL from the system packages if it is missing (apt-get), starts the cluster
# if it is down, creates a role and a database for this run, runs the command, and drops
# them again. A cluster that it started is stopped when the last run using it ends (runs
# register under /tmp/folio-with-postgres, so parallel runs do not stop it under each other).
# If PostgreSQL cannot be installed or started, it exits non-zero and says so.
set -euo pipefail

if [[ $# -eq 0 ]]; then
  echo "usage: $0 <command> [args...]" >&2
  exit 64
fi

if [[ -n "${FOLIO_TEST_DATABASE_URL:-}" ]]; then
  exec "$@"
fi

fail() {
  flock -u 9 2>/dev/null || true
  echo "with-postgres: $*" >&2
  echo "with-postgres: alternatively start PostgreSQL yourself and set FOLIO_TEST_DATABASE_URL=postgres://user:password@host:port/database" >&2
  exit 1
}

# Commands that need root: run directly as root, else through passwordless sudo.
if [[ $(id -u) -eq 0 ]]; then
  as_root() { "$@"; }
  as_postgres() { runuser -u postgres -- "$@"; }
elif command -v sudo >/dev/null && sudo -n true 2>/dev/null; then
  as_root() { sudo -n "$@"; }
  as_postgres() { sudo -n -u postgres "$@"; }
else
  fail "FOLIO_TEST_DATABASE_URL is not set, and this user can neither install nor manage PostgreSQL (not root, no passwordless sudo)."
fi

# Under a lock shared by all runs: install when missing, start when down, register this run.
state=/tmp/folio-with-postgres
as_root mkdir -p "$state/runs"
as_root touch "$state/lock"
as_root chmod 1777 "$state" "$state/runs"
as_root chmod 666 "$state/lock"
exec 9>>"$state/lock"
flock 9

installed=
if ! command -v pg_lsclusters >/dev/null || [[ -z "$(ls /usr/lib/postgresql 2>/dev/null)" ]]; then
  installed=yes
  echo "with-postgres: installing PostgreSQL from the system packages (apt-get install -y postgresql)" >&2
  command -v apt-get >/dev/null || fail "PostgreSQL is not installed and there is no apt-get to install it with."
  export DEBIAN_FRONTEND=noninteractive
  if ! as_root apt-get install -y postgresql >/tmp/folio-with-postgres-apt.log 2>&1; then
    as_root apt-get update >>/tmp/folio-with-postgres-apt.log 2>&1 || true
    as_root apt-get install -y postgresql >>/tmp/folio-with-postgres-apt.log 2>&1 \
      || fail "apt-get install -y postgresql failed; see /tmp/folio-with-postgres-apt.log"
  fi
fi

# The first cluster (version, name, port); created when the package left none.
read -r version cluster port _ < <(pg_lsclusters --no-header 2>/dev/null | head -n 1) || true
if [[ -z "${version:-}" ]]; then
  version=$(ls /usr/lib/postgresql | sort -V | tail -n 1)
  as_root pg_createcluster "$version" main >/dev/null || fail "pg_createcluster $version main failed."
  read -r version cluster port _ < <(pg_lsclusters --no-header | head -n 1)
fi

if ! pg_lsclusters --no-header | awk -v v="$version" -v c="$cluster" '$1 == v && $2 == c && $4 == "online" { found = 1 } END { exit !found }'; then
  echo "with-postgres: starting PostgreSQL $version/$cluster (pg_ctlcluster $version $cluster start)" >&2
  as_root pg_ctlcluster "$version" "$cluster" start || fail "pg_ctlcluster $version $cluster start failed; see /var/log/postgresql/."
  touch "$state/started-$version-$cluster"
elif [[ -n "$installed" ]]; then
  touch "$state/started-$version-$cluster" # the package started it for this run
fi
touch "$state/runs/$$"
flock -u 9

name="folio_test_$$_$(date +%s)"
password=$(od -An -N12 -tx1 /dev/urandom | tr -d ' \n')

finish() {
  local code=$?
  as_postgres psql -q -X -d postgres -c "DROP DATABASE IF EXISTS $name WITH (FORCE)" -c "DROP ROLE IF EXISTS $name" >/dev/null 2>&1 || true
  flock 9
  rm -f "$state/runs/$$"
  # Forget runs whose process has gone (killed without cleaning up).
  for run in "$state"/runs/*; do
    if [[ -e "$run" && ! -d "/proc/$(basename "$run")" ]]; then rm -f "$run"; fi
  done
  if [[ -z "$(ls -A "$state/runs")" && -e "$state/started-$version-$cluster" ]]; then
    echo "with-postgres: stopping PostgreSQL $version/$cluster, which this script started" >&2
    as_root pg_ctlcluster "$version" "$cluster" stop || true
    rm -f "$state/started-$version-$cluster"
  fi
  flock -u 9
  exit "$code"
}
trap finish EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

as_postgres psql -q -X -v ON_ERROR_STOP=1 -d postgres \
  -c "CREATE ROLE $name LOGIN PASSWORD '$password'" \
  -c "CREATE DATABASE $name OWNER $name" >/dev/null \
  || fail "could not create a role and a database in PostgreSQL $version/$cluster."

export FOLIO_TEST_DATABASE_URL="postgres://$name:$password@127.0.0.1:$port/$name"
echo "with-postgres: PostgreSQL $version/$cluster on port $port, database $name" >&2
"$@"
