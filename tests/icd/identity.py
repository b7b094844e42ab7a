"""Runs examples/shuffle/launch.ron's launch through PyOpenCL on the eusim platform: the
committed binary, the same arguments, the same NDRange. Writes the two saved buffers as
OUT_DIR/shuffled.bin and OUT_DIR/rotated.bin (EUSIM_STATS_DIR receives the stats), for
comparison with `eusim run` of the launch file.

Usage: identity.py SHUFFLE_BIN OUT_DIR
"""
import sys

import numpy as np
import pyopencl as cl

binary, out_dir = sys.argv[1], sys.argv[2]
dev = next(p for p in cl.get_platforms() if p.name == "eusim").get_devices()[0]
ctx = cl.Context([dev])
q = cl.CommandQueue(ctx)
with open(binary, "rb") as f:
    prg = cl.Program(ctx, [dev], [f.read()]).build()
mf = cl.mem_flags
src = np.arange(1000, 1064, dtype=np.uint32)
idx = np.array([10, 4, 12, 1, 2, 3, 11, 1, 6, 1, 2, 13, 13, 2, 7, 2,
                13, 1, 3, 7, 1, 12, 1, 7, 1, 4, 9, 13, 4, 3, 9, 5,
                3, 6, 11, 3, 2, 1, 6, 15, 13, 10, 14, 14, 11, 9, 7, 5,
                7, 2, 9, 15, 10, 14, 9, 2, 3, 13, 5, 10, 4, 15, 13, 1], dtype=np.uint32)
bufs = [cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=a) for a in (src, idx)]
outs = [cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=np.zeros(256, np.uint8))
        for _ in range(2)]
prg.shuffle_u32(q, (64,), (16,), *bufs, *outs, np.uint32(3))
for name, b in zip(("shuffled.bin", "rotated.bin"), outs):
    host = np.empty(256, np.uint8)
    cl.enqueue_copy(q, host, b)
    host.tofile(f"{out_dir}/{name}")
print("done")
