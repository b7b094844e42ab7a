#!/usr/bin/env bash
# Recompiles the bench kernels (kernels.cl, fma_plain.cl) with Intel's offline compiler (needs ocloc on PATH).
# `--check` compiles into a temporary directory and fails if the committed binary differs.
set -euo pipefail
cd "$(dirname "$0")"
out=.
if [ "${1:-}" = "--check" ]; then
    out=$(mktemp -d)
fi
for k in kernels fma_plain; do
    ocloc compile -q -file $k.cl -device skl -options -cl-std=CL2.0 -output $k -out_dir "$out" >/dev/null
    rm -f "$out/${k}_Gen9core.spv"
done
if [ "$out" != . ]; then
    for k in kernels fma_plain; do
        cmp "$out/${k}_Gen9core.bin" ${k}_Gen9core.bin
    done
    rm -rf "$out"
fi
