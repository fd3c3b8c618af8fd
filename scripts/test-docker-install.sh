#!/usr/bin/env bash
# CI's check of the Docker image's install step without Docker: the files the Dockerfile
# copies before installing, in a clean folder, and the same script it runs.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
dir="$(mktemp -d)"
trap 'rm -rf "$dir"' EXIT
grep -q '^COPY package.json package-lock.json .npmrc scripts/install-deps.sh ./' "$root/Dockerfile"
grep -q '^RUN sh install-deps.sh' "$root/Dockerfile"
cp "$root/package.json" "$root/package-lock.json" "$root/.npmrc" "$root/scripts/install-deps.sh" "$dir/"
(cd "$dir" && sh install-deps.sh >/dev/null)
for bin in vite tsc esbuild; do
  [ -x "$dir/node_modules/.bin/$bin" ] || { echo "the image's install lacks $bin" >&2; exit 1; }
done
echo "the Dockerfile's install step works on a clean copy of the lockfile"
