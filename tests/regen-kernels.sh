#!/usr/bin/env bash
# Recompiles the bench kernels (benches/kernels/*.cl) and the thread-count test kernels
# (tests/threads_kernels/*.cl) and the validation kernels (tests/validation_kernels/*.cl) with Intel's offline compiler (needs ocloc on PATH): each
# K.cl gives K_Gen9core.bin next to it.
# `--check` compiles into a temporary directory and fails if a committed binary differs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
check=0
[ "${1:-}" = "--check" ] && check=1
for cl in "$root"/benches/kernels/*.cl "$root"/tests/threads_kernels/*.cl "$root"/tests/validation_kernels/*.cl; do
    dir=$(dirname "$cl")
    k=$(basename "$cl" .cl)
    out=$dir
    [ $check = 1 ] && out=$(mktemp -d)
    ocloc compile -q -file "$cl" -device skl -options -cl-std=CL2.0 -output "$k" -out_dir "$out" >/dev/null
    rm -f "$out/${k}_Gen9core.spv"
    if [ $check = 1 ]; then
        cmp "$out/${k}_Gen9core.bin" "$dir/${k}_Gen9core.bin" || { echo "$dir/${k}_Gen9core.bin is stale: run $0" >&2; exit 1; }
        rm -rf "$out"
    fi
done
