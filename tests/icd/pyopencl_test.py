"""PyOpenCL on the eusim platform: each API group against a NumPy reference.

Run with OCL_ICD_VENDORS naming a directory with an eusim.icd; exits non-zero on the first
failed check (an AssertionError naming it).
"""
import threading

import numpy as np
import pyopencl as cl

SRC = """
kernel void saxpy(global const float* x, global float* y, float a) {
    size_t i = get_global_id(0);
    y[i] = a * x[i] + y[i];
}
__attribute__((intel_reqd_sub_group_size(8)))
kernel void xor_shuffle(global const int* in, global int* out) {
    size_t i = get_global_id(0);
    out[i] = intel_sub_group_shuffle_xor(in[i], 3u);
}
kernel void reduce(global const int* in, global int* out, local int* tmp) {
    size_t l = get_local_id(0);
    tmp[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t s = get_local_size(0) / 2; s > 0; s /= 2) {
        if (l < s) tmp[l] += tmp[l + s];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) out[get_group_id(0)] = tmp[0];
}
kernel void atomics(global int* counter, global long* wide) {
    atomic_add(counter, 1);
    atom_add(wide, (long)get_global_id(0) << 20);
}
constant sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void transpose(read_only image2d_t src, write_only image2d_t dst) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(dst, (int2)(p.y, p.x), read_imagef(src, smp, p));
}
"""


def main():
    platform = next(p for p in cl.get_platforms() if p.name == "eusim")
    dev = platform.get_devices()[0]
    assert dev.max_compute_units == 24, dev.max_compute_units
    assert "cl_intel_subgroups" in dev.extensions
    ctx = cl.Context([dev])
    q = cl.CommandQueue(ctx, properties=cl.command_queue_properties.PROFILING_ENABLE)
    prg = cl.Program(ctx, SRC).build(options=["-cl-std=CL2.0"])
    mf = cl.mem_flags
    rng = np.random.default_rng(7)

    # saxpy: buffers, scalar args, profiling determinism
    # small integers: a * x + y is exact, fused or not
    x = rng.integers(-100, 100, 4096).astype(np.float32)
    y = rng.integers(-100, 100, 4096).astype(np.float32)
    xb = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=x)
    times = []
    for _ in range(2):
        yb = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=y)
        ev = prg.saxpy(q, x.shape, None, xb, yb, np.float32(2.5))
        ev.wait()
        times.append(ev.profile.end - ev.profile.start)
        out = np.empty_like(y)
        cl.enqueue_copy(q, out, yb)
        assert np.array_equal(out, np.float32(2.5) * x + y), "saxpy"
    assert times[0] > 0 and times[0] == times[1], times
    print("ok: saxpy,", times[0], "ns twice")

    # sub-group shuffle
    a = np.arange(64, dtype=np.int32) * 11
    ab = cl.Buffer(ctx, mf.COPY_HOST_PTR, hostbuf=a)
    ob = cl.Buffer(ctx, mf.WRITE_ONLY, a.nbytes)
    prg.xor_shuffle(q, a.shape, (16,), ab, ob)
    out = np.empty_like(a)
    cl.enqueue_copy(q, out, ob)
    lanes = np.arange(64)
    assert np.array_equal(out, a[(lanes // 8) * 8 + ((lanes % 8) ^ 3)]), "shuffle_xor"
    print("ok: intel_sub_group_shuffle_xor")

    # local memory reduction
    v = rng.integers(-1000, 1000, 1024).astype(np.int32)
    vb = cl.Buffer(ctx, mf.COPY_HOST_PTR, hostbuf=v)
    sb = cl.Buffer(ctx, mf.WRITE_ONLY, 16 * 4)
    prg.reduce(q, v.shape, (64,), vb, sb, cl.LocalMemory(64 * 4))
    sums = np.empty(16, np.int32)
    cl.enqueue_copy(q, sums, sb)
    assert np.array_equal(sums, v.reshape(16, 64).sum(axis=1)), "reduce"
    print("ok: local memory reduction")

    # 32- and 64-bit atomics
    counter = cl.Buffer(ctx, mf.COPY_HOST_PTR, hostbuf=np.zeros(1, np.int32))
    wide = cl.Buffer(ctx, mf.COPY_HOST_PTR, hostbuf=np.zeros(1, np.int64))
    prg.atomics(q, (256,), None, counter, wide)
    c, w = np.zeros(1, np.int32), np.zeros(1, np.int64)
    cl.enqueue_copy(q, c, counter)
    cl.enqueue_copy(q, w, wide)
    assert c[0] == 256 and w[0] == sum(i << 20 for i in range(256)), (c, w)
    print("ok: int32 and int64 atomics")

    # images: transpose a float image
    img = rng.standard_normal((16, 32)).astype(np.float32)
    fmt = cl.ImageFormat(cl.channel_order.R, cl.channel_type.FLOAT)
    src = cl.Image(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, fmt, shape=(32, 16), hostbuf=img)
    dst = cl.Image(ctx, mf.WRITE_ONLY, fmt, shape=(16, 32))
    prg.transpose(q, (32, 16), None, src, dst)
    t = np.empty((32, 16), np.float32)
    cl.enqueue_copy(q, t, dst, origin=(0, 0), region=(16, 32))
    assert np.array_equal(t, img.T), "transpose"
    print("ok: images")

    # kernel info and errors
    k = prg.saxpy
    assert k.get_arg_info(2, cl.kernel_arg_info.NAME) == "a"
    assert k.get_work_group_info(cl.kernel_work_group_info.WORK_GROUP_SIZE, dev) == 256
    try:
        cl.Program(ctx, "kernel void broken( { }").build()
        raise AssertionError("a broken program built")
    except cl.RuntimeError as e:
        assert "error" in str(e).lower(), e
    print("ok: kernel info, build errors")

    # two host threads, each with its own queue
    results = {}

    def work(i):
        qq = cl.CommandQueue(ctx)
        yy = np.full(4096, float(i), np.float32)
        yb = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=yy)
        prg.saxpy(qq, x.shape, None, xb, yb, np.float32(i))
        out = np.empty_like(yy)
        cl.enqueue_copy(qq, out, yb)
        results[i] = np.array_equal(out, np.float32(i) * x + yy)

    ts = [threading.Thread(target=work, args=(i,)) for i in (1, 2)]
    for t in ts:
        t.start()
    for t in ts:
        t.join()
    assert results == {1: True, 2: True}, results
    print("ok: two threads")

    # a sampler_t kernel argument: unnormalised coordinates, nearest, clamp to edge reads the
    # edge texel for x = -1 and x >= 8 (OpenCL C 2.0 specification, section 8.2)
    sprg = cl.Program(
        ctx,
        """kernel void sample(read_only image2d_t im, sampler_t s, global float *o) {
             int x = get_global_id(0);
             o[x] = read_imagef(im, s, (int2)(x - 1, 0)).x;
           }""",
    ).build()
    texels = np.arange(1, 9, dtype=np.float32) * 10
    img = cl.Image(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR,
                   cl.ImageFormat(cl.channel_order.R, cl.channel_type.FLOAT),
                   shape=(8, 1), hostbuf=texels)
    smp = cl.Sampler(ctx, False, cl.addressing_mode.CLAMP_TO_EDGE, cl.filter_mode.NEAREST)
    sout = cl.Buffer(ctx, mf.WRITE_ONLY, 16 * 4)
    sprg.sample(q, (16,), None, img, smp, sout)
    got = np.empty(16, np.float32)
    cl.enqueue_copy(q, got, sout)
    want = np.array([texels[min(max(x - 1, 0), 7)] for x in range(16)], np.float32)
    assert np.array_equal(got, want), (got, want)
    print("ok: sampler argument")
    print("all passed")


if __name__ == "__main__":
    main()
