"""OpenCL 2.0 launch semantics through PyOpenCL on the eusim platform, against the OpenCL
rules: printf text on the process's stdout (checked by tests/icd.rs), a stateful read past a
buffer returning zeros (the hardware's surface bounds check) and non-uniform work-groups
(OpenCL 2.0: the last group of a dimension smaller).
"""
import sys

import numpy as np
import pyopencl as cl

dev = next(p for p in cl.get_platforms() if p.name == "eusim").get_devices()[0]
ctx = cl.Context([dev])
q = cl.CommandQueue(ctx)
mf = cl.mem_flags
SRC = r"""
kernel void say(global const int* v) {
    int i = get_global_id(0);
    printf("gid %d: %5.2f %x %s\n", i, i * 0.5f, v[i], "ok");
}
kernel void over_read(global const int* in, global int* out) {
    int i = get_global_id(0);
    out[i] = in[i + 4] + 1;
}
kernel void sizes(global int* out) {
    int i = get_global_id(0);
    out[3 * i] = get_local_size(0);
    out[3 * i + 1] = get_enqueued_local_size(0);
    out[3 * i + 2] = get_group_id(0);
}
"""
prg = cl.Program(ctx, SRC).build(options="-cl-std=CL2.0")
failures = []

v = np.array([0, 255, -1, 4096], dtype=np.int32)
vb = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=v)
sys.stdout.flush()
prg.say(q, (4,), (4,), vb)
q.finish()

src = np.arange(16, dtype=np.int32)
inb = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=src)
outb = cl.Buffer(ctx, mf.WRITE_ONLY, 64)
prg.over_read(q, (16,), (16,), inb, outb)
out = np.empty(16, np.int32)
cl.enqueue_copy(q, out, outb)
want = np.array([i + 5 if i < 12 else 1 for i in range(16)], np.int32)
if not np.array_equal(out, want):
    failures.append(f"over_read: {out} != {want}")

if "--non-uniform" in sys.argv:
    n, l = 10, 4
    sb = cl.Buffer(ctx, mf.WRITE_ONLY, 3 * 4 * n)
    prg.sizes(q, (n,), (l,), sb)
    got = np.empty(3 * n, np.int32)
    cl.enqueue_copy(q, got, sb)
    want = []
    for i in range(n):
        g = i // l
        want += [min(l, n - g * l), l, g]
    if not np.array_equal(got, np.array(want, np.int32)):
        failures.append(f"non-uniform sizes: {got} != {want}")

print("failures:", failures) if failures else print("all passed")
