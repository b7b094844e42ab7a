#!/usr/bin/env bash
# Runs the bundled examples in timing and functional mode with every output (stats, profile,
# traces, saved buffers) and prints one SHA-256 per output file: a refactoring that must not
# change results diffs this listing before and after.
# Usage: scripts/outputs-digest.sh [EUSIM_BINARY]   (default: target/release/eusim)
set -euo pipefail
cd "$(dirname "$0")/.."
bin=${1:-target/release/eusim}
out=$(mktemp -d)
trap 'rm -rf "$out"' EXIT
launches="examples/shuffle/launch.ron examples/media_block/launch.ron examples/sweep/fma.ron examples/sweep/sgemm.ron examples/sweep/stencil.ron"
for l in $launches; do
    n=$(echo "$l" | tr '/.' '__')
    "$bin" run "$l" --stats "$out/$n.stats.json" --profile "$out/$n.profile.json" \
        --trace "$out/$n.pftrace" --out-dir "$out/$n.t" -q >/dev/null 2>&1 || echo "run failed: $l"
    "$bin" run "$l" --trace "$out/$n.trace.json" --profile "$out/$n.profile.csv" -q >/dev/null 2>&1 || echo "run failed: $l (json)"
    "$bin" run "$l" --functional --stats "$out/$n.fstats.json" --out-dir "$out/$n.f" -q >/dev/null 2>&1 || echo "run failed: $l (functional)"
done
(cd "$out" && find . -type f | sort | xargs sha256sum)
