#!/usr/bin/env bash
# Recompiles the bench kernels (benches/kernels/*.cl), the thread-count test kernels
# (tests/threads_kernels/*.cl), the validation kernels (tests/validation_kernels/*.cl), the
# robustness kernels (tests/robust_kernels/*.cl), the launch-semantics kernels
# (tests/launch_kernels/*.cl) and the timing-model kernels (tests/timing_kernels/*.cl) with Intel's offline compiler (needs ocloc on
# PATH): each K.cl gives K_Gen9core.bin next to it. tests/loader_devices/copy.cl is built once
# per device family ocloc supports (copy_DEVICE.bin), for the loader's family checks, and
# tests/validation_kernels/gen9bench.cl and vkpeak.cl also for tgllp (NAME_tgllp.bin, Gen12LP
# rows).
# tests/launch_kernels/opt_disable/private.cl is built with -cl-opt-disable, for skl and tgllp
# (private_barrier.cl for skl).
# tests/debug_kernels/*.cl are built with -g (debug line tables), named by file name alone
# (`-s "/NAME.cl"`) so the binary does not depend on where the repository is checked out.
# `--check` compiles into a temporary directory and fails if a committed binary differs.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
check=0
[ "${1:-}" = "--check" ] && check=1
# compile SOURCE DEVICE NAME: NAME.bin next to SOURCE (or compared with it under --check)
compile() {
    local cl=$1 device=$2 name=$3 options=${5:--cl-std=CL2.0} dir out tmp bin
    dir=$(dirname "$cl")
    tmp=$(mktemp -d)
    # from / : debug info records the compiler's working directory (header paths)
    (cd / && ocloc compile -q -file "$cl" -device "$device" -options "$options" -output "$name" -out_dir "$tmp" >/dev/null)
    bin=$(find "$tmp" -maxdepth 1 -name "$name*.bin" | head -n 1)
    [ -n "$bin" ] || { echo "ocloc wrote no binary for $cl ($device)" >&2; exit 1; }
    out=$dir/$4
    if [ $check = 1 ]; then
        cmp "$bin" "$out" || { echo "$out is stale: run $0" >&2; exit 1; }
    else
        cp "$bin" "$out"
    fi
    rm -rf "$tmp"
}
for cl in "$root"/benches/kernels/*.cl "$root"/tests/threads_kernels/*.cl "$root"/tests/validation_kernels/*.cl "$root"/tests/robust_kernels/*.cl "$root"/tests/launch_kernels/*.cl \
    "$root"/tests/timing_kernels/*.cl; do
    k=$(basename "$cl" .cl)
    compile "$cl" skl "$k" "${k}_Gen9core.bin"
done
# the validation rows of Gen12LP systems run the benchmark kernels built for Tiger Lake
compile "$root/tests/validation_kernels/gen9bench.cl" tgllp gen9bench gen9bench_tgllp.bin
compile "$root/tests/validation_kernels/vkpeak.cl" tgllp vkpeak vkpeak_tgllp.bin
for cl in "$root"/tests/debug_kernels/*.cl; do
    k=$(basename "$cl" .cl)
    compile "$cl" skl "$k" "${k}_Gen9core.bin" "-g -cl-std=CL2.0 -s \"/$k.cl\""
done
for device in bdw skl kbl cfl icllp tgllp dg1 dg2 pvc; do
    compile "$root/tests/loader_devices/copy.cl" "$device" copy "copy_$device.bin"
done
# without optimisation IGC keeps private arrays in a stateless private-memory surface
compile "$root/tests/launch_kernels/opt_disable/private.cl" skl private private_Gen9core.bin "-cl-std=CL2.0 -cl-opt-disable"
compile "$root/tests/launch_kernels/opt_disable/private.cl" tgllp private private_tgllp.bin "-cl-std=CL2.0 -cl-opt-disable"
compile "$root/tests/launch_kernels/opt_disable/private_barrier.cl" skl private_barrier private_barrier_Gen9core.bin "-cl-std=CL2.0 -cl-opt-disable"
