#!/bin/sh
# Installs the dependencies exactly as the lockfile pins them: the Docker image's build step
# runs this, and CI runs it in a clean copy of the lockfile (scripts/test-docker-install.sh).
#
# `npm install` rather than `npm ci`: the registry reachable here serves only this platform's
# optional packages (e.g. Biome's CLI for linux-x64), so the lockfile lacks other platforms'
# entries and `npm ci` refuses it. `npm install` keeps every version the lockfile names.
set -eu
npm install --no-audit --no-fund
