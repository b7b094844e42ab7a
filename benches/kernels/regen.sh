#!/usr/bin/env bash
# Recompiles the bench kernels with Intel's offline compiler (needs ocloc on PATH).
# `--check` compiles into a temporary directory and fails if the committed binary differs.
set -euo pipefail
cd "$(dirname "$0")"
out=.
if [ "${1:-}" = "--check" ]; then
    out=$(mktemp -d)
fi
ocloc compile -q -file kernels.cl -device skl -options -cl-std=CL2.0 -output kernels -out_dir "$out" >/dev/null
rm -f "$out/kernels_Gen9core.spv"
if [ "$out" != . ]; then
    cmp "$out/kernels_Gen9core.bin" kernels_Gen9core.bin
    rm -rf "$out"
fi
