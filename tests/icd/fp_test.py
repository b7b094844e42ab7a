"""Half and double precision through the eusim ICD: the device reports cl_khr_fp16 on every
generation and cl_khr_fp64 where the hardware has double precision (Gen9; not Gen11 or
Gen12LP, for which ocloc refuses `double`), with the floating-point capabilities Intel's
runtime reports (every rounding mode, infinities and NaNs, denormals, fused multiply-add), and
kernels of those types give NumPy's values bit for bit where OpenCL asks for correct rounding:
double +, *, / and sqrt (OpenCL C 2.0, 7.4: 0 ulp), half + and * (IEEE 754 binary16 with
round to nearest even), the conversions double -> float and float -> half in round to nearest
even. The environment variable FP64 says whether the configured device has double precision.
Prints "all passed" on success.
"""

import os

import numpy as np
import pyopencl as cl

from checks import checker, finish

FP64 = os.environ["FP64"] == "1"
FLAGS = 0x3F  # CL_FP_DENORM | INF_NAN | ROUND_TO_NEAREST | ROUND_TO_ZERO | ROUND_TO_INF | FMA

check = checker(np.array_equal)


ctx = cl.create_some_context(interactive=False)
q = cl.CommandQueue(ctx)
dev = ctx.devices[0]
exts = dev.extensions.split()
check("cl_khr_fp16", "cl_khr_fp16" in exts, True)
check("cl_khr_fp64", "cl_khr_fp64" in exts, FP64)
check("half fp config", dev.half_fp_config, FLAGS)
check("double fp config", dev.double_fp_config, FLAGS if FP64 else 0)
check("half vector widths", (dev.preferred_vector_width_half, dev.native_vector_width_half), (8, 8))
check("double vector widths", (dev.preferred_vector_width_double, dev.native_vector_width_double),
      (1, 1) if FP64 else (0, 0))
features = [f.name for f in dev.opencl_c_features]
check("__opencl_c_fp64", "__opencl_c_fp64" in features, FP64)
mf = cl.mem_flags
N = 4096
rng = np.random.default_rng(7)

HALF = """
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
kernel void h(global const half *a, global const half *b, global half *o, global const float *f) {
    size_t i = get_global_id(0);
    o[4 * i] = a[i] + b[i];
    o[4 * i + 1] = a[i] * b[i];
    o[4 * i + 2] = a[i] - b[i];
    vstore_half_rte(f[i], 4 * i + 3, o);
}
"""
# operands in [0.5, 2): every sum, difference and product of two of them is exact in float32,
# so NumPy's float32 result rounded once to half is the correctly rounded half result
a = rng.uniform(0.5, 2.0, N).astype(np.float16)
b = rng.uniform(0.5, 2.0, N).astype(np.float16)
f = rng.uniform(-70000.0, 70000.0, N).astype(np.float32)
prg = cl.Program(ctx, HALF).build()
bufs = [cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=x) for x in (a, b)]
o = cl.Buffer(ctx, mf.WRITE_ONLY, 4 * N * 2)
fb = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=f)
prg.h(q, (N,), (64,), bufs[0], bufs[1], o, fb)
got = np.empty(4 * N, np.float16)
cl.enqueue_copy(q, got, o)
a32, b32 = a.astype(np.float32), b.astype(np.float32)
want = np.stack([(a32 + b32).astype(np.float16), (a32 * b32).astype(np.float16),
                 (a32 - b32).astype(np.float16), f.astype(np.float16)], axis=1).ravel()
check("half + * - and vstore_half_rte", got.view(np.uint16), want.view(np.uint16))

DOUBLE = """
kernel void d(global const double *a, global const double *b, global double *o,
              global float *f) {
    size_t i = get_global_id(0);
    o[4 * i] = a[i] + b[i];
    o[4 * i + 1] = a[i] * b[i];
    o[4 * i + 2] = a[i] / b[i];
    o[4 * i + 3] = sqrt(a[i]);
    f[i] = convert_float_rte(a[i] * 1e-3);
}
"""
if FP64:
    a = rng.uniform(1e-3, 1e6, N)
    b = rng.uniform(1e-3, 1e6, N)
    prg = cl.Program(ctx, DOUBLE).build()
    bufs = [cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=x) for x in (a, b)]
    o = cl.Buffer(ctx, mf.WRITE_ONLY, 4 * N * 8)
    fo = cl.Buffer(ctx, mf.WRITE_ONLY, N * 4)
    prg.d(q, (N,), (64,), bufs[0], bufs[1], o, fo)
    got, gotf = np.empty(4 * N), np.empty(N, np.float32)
    cl.enqueue_copy(q, got, o)
    cl.enqueue_copy(q, gotf, fo)
    want = np.stack([a + b, a * b, a / b, np.sqrt(a)], axis=1).ravel()
    check("double + * / sqrt", got.view(np.uint64), want.view(np.uint64))
    check("double -> float rte", gotf.view(np.uint32), (a * 1e-3).astype(np.float32).view(np.uint32))
else:
    # no double precision: the program does not build, and the build log says why
    try:
        cl.Program(ctx, DOUBLE).build()
        check("double refused", "built", "refused")
    except cl.RuntimeError:
        pass

finish()
