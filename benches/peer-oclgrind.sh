#!/usr/bin/env bash
# eusim vs oclgrind on the same plain-OpenCL FMA kernel (benches/kernels/fma_plain.cl):
# ITEMS work-items (default 2048) x 2048 dependent single-float mads, local size 256.
# eusim runs ocloc's binary of that source in functional mode; oclgrind interprets the source
# on one thread (OCLGRIND_NUM_THREADS=1, every work-group: no --quick). Both outputs are
# compared, then the two wall-clock times and their ratio are printed.
# Needs: a release build of eusim (cargo build --release) and oclgrind (Debian package).
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
items=${ITEMS:-2048}
eusim=${EUSIM:-$root/target/release/eusim}
command -v oclgrind-kernel >/dev/null || { echo "oclgrind-kernel not found (apt-get install oclgrind)" >&2; exit 2; }
[ -x "$eusim" ] || { echo "$eusim not found (cargo build --release)" >&2; exit 2; }
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

cp "$root/benches/kernels/fma_plain.cl" "$work/"
cat > "$work/fma.sim" <<SIM
fma_plain.cl
fma_plain
$items 1 1
256 1 1
<size=$((items * 4)) fill=0 float dump>
<size=4 float>
0.25
SIM
cat > "$work/launch.ron" <<RON
(program: "$root/benches/kernels/fma_plain_Gen9core.bin", kernel: "fma_plain",
 global: [$items], local: [256],
 args: [Buffer(init: Zeros($((items * 4))), save: "out.bin"), Scalar(F32(0.25))])
RON

now() { date +%s.%N; }
t0=$(now)
"$eusim" run "$work/launch.ron" --functional -q --out-dir "$work" >/dev/null
t1=$(now)
(cd "$work" && OCLGRIND_NUM_THREADS=1 oclgrind-kernel fma.sim > oclgrind.txt)
t2=$(now)

# Same values: oclgrind prints `out[i] = v` with 6 significant digits.
python3 - "$work" <<'PY'
import struct, sys, re
work = sys.argv[1]
raw = open(f"{work}/out.bin", "rb").read()
ours = struct.unpack(f"<{len(raw)//4}f", raw)
theirs = [float(m.group(1)) for m in re.finditer(r"out\[\d+\] = (\S+)", open(f"{work}/oclgrind.txt").read())]
assert len(theirs) == len(ours), (len(theirs), len(ours))
bad = [i for i, (a, b) in enumerate(zip(ours, theirs)) if abs(a - b) > 1e-5 * max(1.0, abs(b))]
assert not bad, f"outputs differ at {bad[:5]}"
PY

python3 - "$t0" "$t1" "$t2" "$items" <<'PY'
import sys
t0, t1, t2, items = map(float, sys.argv[1:])
e, o = t1 - t0, t2 - t1
print(f"fma_plain, {int(items)} work-items x 2048 mad: eusim functional {e:.3f} s, "
      f"oclgrind (1 thread) {o:.3f} s, eusim is {o / e:.1f}x faster")
PY
