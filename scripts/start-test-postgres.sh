#!/usr/bin/env bash
# A throwaway PostgreSQL for the server tests (DESIGN.md §5: Debian's postgresql, initdb + pg_ctl as the
# postgres user on 127.0.0.1), so CI runs the server suite on PostgreSQL as well as on PGlite.
#   start DIR  creates a cluster in DIR (an empty or missing directory), starts it and prints its URL
#   stop DIR   stops that cluster and removes DIR
# TEST_PG_PORT picks the port (default 54329). Trust auth on 127.0.0.1 only: test data, nothing secret.
set -euo pipefail
cmd="${1:-}"
dir="${2:-}"
port="${TEST_PG_PORT:-54329}"
if [ -z "$cmd" ] || [ -z "$dir" ]; then
  echo "usage: $0 start|stop DIR" >&2
  exit 2
fi

# Debian keeps the server binaries out of PATH, under /usr/lib/postgresql/<major>/bin.
find_bin() {
  local found
  found="$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1 || true)"
  if [ -n "$found" ] && [ -x "$found/initdb" ]; then echo "$found"; return; fi
  if command -v initdb >/dev/null; then dirname "$(command -v initdb)"; return; fi
}

# initdb refuses to run as root: as root the cluster belongs to the postgres user.
as_owner() {
  if [ "$(id -u)" = "0" ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

case "$cmd" in
  start)
    bin="$(find_bin)"
    if [ -z "$bin" ]; then
      if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
        echo "Installing Debian's postgresql for the server tests..." >&2
        apt-get update -qq
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
        bin="$(find_bin)"
      fi
    fi
    if [ -z "$bin" ]; then
      echo "PostgreSQL (initdb, pg_ctl) not found. Install it (Debian: sudo apt-get install postgresql)." >&2
      exit 1
    fi
    if (echo >"/dev/tcp/127.0.0.1/$port") 2>/dev/null; then
      echo "Port $port is taken; set TEST_PG_PORT to a free port." >&2
      exit 1
    fi
    mkdir -p "$dir"
    if [ "$(id -u)" = "0" ]; then chown postgres: "$dir"; fi
    as_owner "$bin/initdb" -D "$dir/data" -U postgres --auth=trust --encoding=UTF8 --no-locale \
      --no-sync >/dev/null
    # Durability does not matter for a throwaway cluster; speed does. Each server test app opens its own
    # pool, so allow more connections than the default 100.
    as_owner "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 start \
      -o "-c listen_addresses=127.0.0.1 -p $port -c unix_socket_directories='$dir' -c fsync=off \
-c synchronous_commit=off -c full_page_writes=off -c max_connections=300" >/dev/null || {
      cat "$dir/server.log" >&2 || true
      exit 1
    }
    echo "postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  stop)
    bin="$(find_bin)"
    if [ -n "$bin" ] && [ -f "$dir/data/postmaster.pid" ]; then
      as_owner "$bin/pg_ctl" -D "$dir/data" -m immediate -w stop >/dev/null || true
    fi
    rm -rf "$dir"
    ;;
  *)
    echo "usage: $0 start|stop DIR" >&2
    exit 2
    ;;
esac
