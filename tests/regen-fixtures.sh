#!/usr/bin/env bash
# Regenerate (or check) the committed ocloc/iga64 fixtures of the eusim test corpus.
#
# For every tests/corpus/kernels/<file>.cl this produces:
#   tests/corpus/bin/<file>.bin          ocloc's Gen9 program binary (<file>_Gen9core.bin)
#   tests/corpus/ptm/<file>.txt          the PTM.txt dump written by `ocloc disasm`
#   tests/corpus/heap/<file>/<K>.dat     kernel K's heap cut to its KernelUnpaddedSize
#   tests/corpus/asm/<file>/<K>.asm      `iga64 -d -p=9` of that heap
#   tests/corpus/index.tsv               one line per kernel: file, kernel, SIMD width,
#                                        code bytes, instruction count
# and the same set for the later generations, built for another device and disassembled
# for its platform:
#   tests/corpus/gen11/{bin,ptm,heap,asm}/, gen11/index.tsv      icllp, `iga64 -p=11`
#   tests/corpus/gen12lp/{bin,ptm,heap,asm}/, gen12lp/index.tsv  tgllp, `iga64 -p=12p1`
# Those devices have no fp64: their sources are the corpus files with every kernel that
# mentions `double` removed (a kernel runs from a line starting `__kernel` to the next line
# starting `}`).
#
# Usage:
#   tests/regen-fixtures.sh            regenerate everything in place
#   tests/regen-fixtures.sh --check    regenerate into a temp dir, diff against the committed
#                                      fixtures, exit 1 if they are stale
#   tests/regen-fixtures.sh --determinism
#                                      generate twice into temp dirs and diff the two runs
#                                      (checks that ocloc/iga64 output is byte-reproducible)
#
# Environment: OCLOC and IGA64 override the tool paths; DEVICE (default skl) and
# BUILD_OPTIONS (default -cl-std=CL2.0) override the compile settings of the Gen9 set.
set -euo pipefail

here="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
corpus="$here/corpus"
kernels_dir="$corpus/kernels"
fixture_dirs=(bin ptm heap asm)

OCLOC="${OCLOC:-ocloc}"
IGA64="${IGA64:-iga64}"
DEVICE="${DEVICE:-skl}"
BUILD_OPTIONS="${BUILD_OPTIONS:--cl-std=CL2.0}"

# One line per generation: output folder (relative to tests/corpus; "." for Gen9), ocloc
# device, iga64 platform, whether the device has fp64.
generations=(
    ". $DEVICE 9 fp64"
    "gen11 icllp 11 nofp64"
    "gen12lp tgllp 12p1 nofp64"
)

die() {
    echo "regen-fixtures: $*" >&2
    exit 1
}

usage() {
    sed -n '2,29p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
}

require_tools() {
    command -v "$OCLOC" >/dev/null 2>&1 ||
        die "ocloc not found (looked for '$OCLOC'); install intel-opencl-icd or set OCLOC=/path/to/ocloc"
    command -v "$IGA64" >/dev/null 2>&1 ||
        die "iga64 not found (looked for '$IGA64'); install libigc-tools or set IGA64=/path/to/iga64"
}

# Print "<kernel name> <KernelUnpaddedSize>" for every kernel listed in a PTM.txt dump.
# In the dump, each kernel's header lists KernelUnpaddedSize before its KernelName line.
unpadded_sizes() {
    awk '
        $2 == "KernelUnpaddedSize" { size = $3; next }
        $1 == "KernelName" {
            if (size == "") { print "missing KernelUnpaddedSize before kernel " $2 > "/dev/stderr"; exit 1 }
            print $2, size
            size = ""
        }
    ' "$1"
}

# Print a kernel source without the kernels that mention `double`.
without_fp64() {
    awk '
        /^__kernel/ { inside = 1; block = ""; uses = 0 }
        inside {
            block = block $0 "\n"
            if ($0 ~ /double/) uses = 1
            if ($0 ~ /^}/) { inside = 0; if (!uses) printf "%s", block }
            next
        }
        { print }
    ' "$1"
}

# Build the fixtures of one kernel file into the output root $2 for device $3, iga64
# platform $4 and fp64 support $5 (fp64 or nofp64).
build_one() {
    local cl="$1" out="$2" device="$3" platform="$4" fp64="$5"
    local name work bin size kernel heap
    name="$(basename "$cl" .cl)"
    work="$(mktemp -d)"
    # Compile from a private directory with a fixed relative file name so that nothing
    # path-dependent can end up in the binary.
    if [[ "$fp64" == fp64 ]]; then
        cp "$cl" "$work/$name.cl"
    else
        without_fp64 "$cl" >"$work/$name.cl"
    fi
    if ! (cd "$work" && "$OCLOC" compile -file "$name.cl" -device "$device" \
        -options "$BUILD_OPTIONS" >"$work/compile.log" 2>&1); then
        cat "$work/compile.log" >&2
        rm -rf "$work"
        die "ocloc failed to compile kernels/$name.cl (log above)"
    fi
    bin="$(find "$work" -maxdepth 1 -name "${name}_Gen*.bin" | head -n 1)"
    [[ -n "$bin" ]] || {
        rm -rf "$work"
        die "ocloc produced no ${name}_Gen*.bin for kernels/$name.cl"
    }
    cp "$bin" "$out/bin/$name.bin"

    if ! "$OCLOC" disasm -file "$bin" -device "$device" -dump "$work/dump" >"$work/disasm.log" 2>&1; then
        cat "$work/disasm.log" >&2
        rm -rf "$work"
        die "ocloc disasm failed on bin/$name.bin (log above)"
    fi
    [[ -f "$work/dump/PTM.txt" ]] || {
        rm -rf "$work"
        die "ocloc disasm wrote no PTM.txt for bin/$name.bin"
    }
    cp "$work/dump/PTM.txt" "$out/ptm/$name.txt"

    mkdir -p "$out/heap/$name" "$out/asm/$name"
    local count=0
    while read -r kernel size; do
        heap="$work/dump/${kernel}_KernelHeap.dat"
        [[ -f "$heap" ]] || {
            rm -rf "$work"
            die "PTM.txt of $name lists kernel '$kernel' but ocloc wrote no ${kernel}_KernelHeap.dat"
        }
        head -c "$size" "$heap" >"$out/heap/$name/$kernel.dat"
        if ! "$IGA64" -d -p="$platform" "$out/heap/$name/$kernel.dat" >"$out/asm/$name/$kernel.asm" 2>"$work/iga.log"; then
            cat "$work/iga.log" >&2
            rm -rf "$work"
            die "iga64 failed to disassemble heap/$name/$kernel.dat (log above)"
        fi
        count=$((count + 1))
    done < <(unpadded_sizes "$work/dump/PTM.txt")
    [[ $count -gt 0 ]] || {
        rm -rf "$work"
        die "no kernels found in PTM.txt of kernels/$name.cl"
    }
    # Every heap ocloc dumped must belong to a kernel named in PTM.txt.
    local dumped
    dumped="$(find "$work/dump" -maxdepth 1 -name '*_KernelHeap.dat' | wc -l)"
    [[ "$dumped" -eq "$count" ]] || {
        rm -rf "$work"
        die "kernels/$name.cl: ocloc dumped $dumped kernel heaps but PTM.txt names $count kernels"
    }
    rm -rf "$work"
    echo "  $name: $count kernel(s)"
}

# Print "<kernel> <SIMD width>" for every kernel in a PTM.txt dump. The width is
# LargestCompiledSIMDSize: the fourth dword (bytes 12..15, little-endian) of patch
# token 23 (execution environment), which the dump prints as hex bytes.
simd_widths() {
    awk '
        $1 == "KernelName" { kernel = $2; next }
        $2 == "Token" { env = ($3 == "23"); next }
        env && $1 == "Hex" { print kernel, $14, $15; env = 0 }
    ' "$1" | while read -r kernel lo hi; do
        echo "$kernel $((16#$hi * 256 + 16#$lo))"
    done
}

# Write index.tsv: one line per kernel with its source file, SIMD width, code size and
# number of instructions in the iga64 listing (labels and blank lines not counted).
write_index() {
    local out="$1" ptm name kernel simd size count
    printf 'file\tkernel\tsimd\tcode_bytes\tinstructions\n' >"$out/index.tsv"
    for ptm in "$out"/ptm/*.txt; do
        name="$(basename "$ptm" .txt)"
        while read -r kernel simd; do
            size="$(wc -c <"$out/heap/$name/$kernel.dat")"
            count="$(grep -cvE '^(L[0-9]+:)?[[:space:]]*$' "$out/asm/$name/$kernel.asm" || true)"
            printf '%s\t%s\t%s\t%s\t%s\n' "$name" "$kernel" "$simd" "$size" "$count" >>"$out/index.tsv"
        done < <(simd_widths "$ptm")
    done
}

# Generate the fixture set of one generation into the (empty) directory $1 for device $2,
# iga64 platform $3 and fp64 support $4.
generate_one() {
    local out="$1" device="$2" platform="$3" fp64="$4" cl
    for d in "${fixture_dirs[@]}"; do mkdir -p "$out/$d"; done
    shopt -s nullglob
    local files=("$kernels_dir"/*.cl)
    shopt -u nullglob
    [[ ${#files[@]} -gt 0 ]] || die "no kernels in $kernels_dir"
    for cl in "${files[@]}"; do
        build_one "$cl" "$out" "$device" "$platform" "$fp64"
    done
    write_index "$out"
}

# Generate every generation's fixture set under the directory $1.
generate() {
    local root="$1" sub device platform fp64
    for g in "${generations[@]}"; do
        read -r sub device platform fp64 <<<"$g"
        echo " $device (iga64 -p=$platform) -> tests/corpus/$sub"
        mkdir -p "$root/$sub"
        generate_one "$root/$sub" "$device" "$platform" "$fp64"
    done
}

# The fixture paths of every generation, relative to tests/corpus.
fixture_paths() {
    local sub d
    for g in "${generations[@]}"; do
        read -r sub _ <<<"$g"
        for d in "${fixture_dirs[@]}" index.tsv; do
            if [[ "$sub" == . ]]; then echo "$d"; else echo "$sub/$d"; fi
        done
    done
}

mode="regen"
case "${1:-}" in
"") ;;
--check) mode="check" ;;
--determinism) mode="determinism" ;;
-h | --help)
    usage
    exit 0
    ;;
*) die "unknown argument '$1' (try --help)" ;;
esac
[[ $# -le 1 ]] || die "too many arguments (try --help)"

require_tools
tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

case "$mode" in
regen)
    echo "regenerating fixtures from $kernels_dir"
    generate "$tmp/new"
    while read -r d; do
        rm -rf "${corpus:?}/$d"
        mkdir -p "$(dirname "$corpus/$d")"
        cp -r "$tmp/new/$d" "$corpus/$d"
    done < <(fixture_paths)
    echo "done: $(du -sh "$corpus" | cut -f1) in $corpus"
    ;;
check)
    echo "checking committed fixtures against a fresh build"
    generate "$tmp/new"
    stale=0
    while read -r d; do
        if [[ ! -e "$corpus/$d" ]]; then
            echo "missing fixture tests/corpus/$d" >&2
            stale=1
        elif ! diff -r "$corpus/$d" "$tmp/new/$d" >"$tmp/diff.txt" 2>&1; then
            echo "tests/corpus/$d differs from a fresh build:" >&2
            head -n 40 "$tmp/diff.txt" >&2
            stale=1
        fi
    done < <(fixture_paths)
    if [[ $stale -ne 0 ]]; then
        die "fixtures are stale; run tests/regen-fixtures.sh and commit the result"
    fi
    echo "fixtures are up to date"
    ;;
determinism)
    echo "generating twice to compare"
    generate "$tmp/a" >/dev/null
    generate "$tmp/b" >/dev/null
    if ! diff -r "$tmp/a" "$tmp/b"; then
        die "two runs of ocloc/iga64 gave different output (diff above)"
    fi
    echo "two runs are byte-identical"
    ;;
esac
