"""Sampled timing through the eusim ICD (EUSIM_SAMPLE, as `eusim run --sample`).

Run with EUSIM_SAMPLE set and EUSIM_STATS_DIR naming an empty directory: a kernel of many
work-groups gives exact outputs (every group runs functionally; expected values computed here
with NumPy), its profiled time is positive, and its stats file carries the `sampled` section
with the requested count of sampled waves (EUSIM_SAMPLE).
Prints "all passed" on success.
"""

import glob
import json
import operator
import os

import numpy as np
import pyopencl as cl

from checks import checker, finish

WAVES = int(os.environ["EUSIM_SAMPLE"])
SRC = """
kernel void poly(global const uint *a, global uint *o) {
    uint i = get_global_id(0), x = a[i];
    for (int k = 0; k < 64; k++) x = x * 1664525u + 1013904223u;
    o[i] = x;
}
"""
check = checker(operator.eq)


ctx = cl.create_some_context(interactive=False)
q = cl.CommandQueue(ctx, properties=cl.command_queue_properties.PROFILING_ENABLE)
prg = cl.Program(ctx, SRC).build()
n = 64 * 1024
a = np.arange(n, dtype=np.uint32) * np.uint32(2654435761)
mf = cl.mem_flags
ba = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=a)
bo = cl.Buffer(ctx, mf.WRITE_ONLY, a.nbytes)
ev = prg.poly(q, (n,), (64,), ba, bo)
out = np.empty_like(a)
cl.enqueue_copy(q, out, bo)
want = a.copy()
with np.errstate(over="ignore"):
    for _ in range(64):
        want = want * np.uint32(1664525) + np.uint32(1013904223)
check("outputs", bool(np.array_equal(out, want)), True)
check("profiled time positive", ev.profile.end > ev.profile.start, True)

files = glob.glob(os.path.join(os.environ["EUSIM_STATS_DIR"], "*-poly.json"))
check("one stats file", len(files), 1)
if files:
    with open(files[0]) as f:
        sampled = json.load(f).get("sampled")
    check("stats carry `sampled`", sampled is not None, True)
    if sampled:
        check("waves sampled", sampled["waves_sampled"], WAVES)
        check("waves add up", sampled["waves_timed"] + sampled["waves_skipped"], sampled["waves"])

finish()
