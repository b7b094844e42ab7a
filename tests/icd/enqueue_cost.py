"""Measures the eusim ICD's host-side cost per enqueue: N enqueues of a one-work-item kernel
(functional mode keeps the simulation itself small), timed on the host. Prints the mean
wall time per clEnqueueNDRangeKernel call (the call alone, the queue running behind it) and
per enqueue-and-finish, in microseconds. Usage: enqueue_cost.py [N] (default 1000).
Not a test: docs/opencl.md records its numbers.
"""

import sys
import time

import numpy as np
import pyopencl as cl

N = int(sys.argv[1]) if len(sys.argv) > 1 else 1000
dev = next(p for p in cl.get_platforms() if p.name == "eusim").get_devices()[0]
ctx = cl.Context([dev])
q = cl.CommandQueue(ctx)
k = cl.Program(ctx, "kernel void k(global int *a, int v) { a[0] = v; }").build().k
buf = cl.Buffer(ctx, cl.mem_flags.READ_WRITE, 4)
k.set_arg(0, buf)
k.set_arg(1, np.int32(0))
cl.enqueue_nd_range_kernel(q, k, (1,), (1,))
q.finish()

t0 = time.perf_counter()
for i in range(N):
    cl.enqueue_nd_range_kernel(q, k, (1,), (1,))
t1 = time.perf_counter()
q.finish()
t2 = time.perf_counter()
for i in range(N):
    k.set_arg(1, np.int32(i))
    cl.enqueue_nd_range_kernel(q, k, (1,), (1,))
    q.finish()
t3 = time.perf_counter()
out = np.empty(1, np.int32)
cl.enqueue_copy(q, out, buf)
assert out[0] == N - 1, out
print(f"enqueue call: {(t1 - t0) / N * 1e6:.1f} us; "
      f"{N} enqueues drained: {(t2 - t0) / N * 1e6:.1f} us each; "
      f"enqueue + finish: {(t3 - t2) / N * 1e6:.1f} us each")
