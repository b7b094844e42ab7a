"""Images through the eusim ICD with PyOpenCL: linear filtering (CLK_FILTER_LINEAR) with a
sampler_t argument in every addressing mode, normalised and not, and with an inline sampler,
on CL_FLOAT and CL_UNORM_INT8 images; 1D, 1D-array, 2D-array and 3D images created from host
memory, written by kernels, read back by region, filled (clEnqueueFillImage) and mapped.

Expected values: the OpenCL 2.0 C specification, section 8.2 "Image addressing and
filtering", computed here per addressing mode with NumPy, with the sampler's 8-bit sub-texel
precision: `u - 0.5` is taken to the nearest multiple of 1/256 (halves up) before floor and
frac (docs/known-gaps.md, "Image sampling"). Mirrored coordinates lie on the 1/256 texel grid.
Prints "all passed" on success.
"""

import math
import sys

import numpy as np
import pyopencl as cl

SRC = """
kernel void lin(read_only image2d_t im, sampler_t s, global const float2 *c,
                global float4 *o) {
    int i = get_global_id(0);
    o[i] = read_imagef(im, s, c[i]);
}
constant sampler_t inl = CLK_NORMALIZED_COORDS_TRUE | CLK_ADDRESS_MIRRORED_REPEAT |
                         CLK_FILTER_LINEAR;
kernel void lin_inline(read_only image2d_t im, global const float2 *c, global float4 *o) {
    int i = get_global_id(0);
    o[i] = read_imagef(im, inl, c[i]);
}
kernel void inc_1d(read_only image1d_t a, write_only image1d_t b) {
    int x = get_global_id(0);
    write_imagef(b, x, read_imagef(a, x) + 1.0f);
}
kernel void inc_1d_array(read_only image1d_array_t a, write_only image1d_array_t b) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(b, p, read_imagef(a, p) + (float)p.y);
}
kernel void inc_2d_array(read_only image2d_array_t a, write_only image2d_array_t b) {
    int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
    write_imagef(b, p, read_imagef(a, p) * 2.0f + (float)p.z);
}
kernel void read_3d(read_only image3d_t a, global float4 *o) {
    int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
    int i = (p.z * get_global_size(1) + p.y) * get_global_size(0) + p.x;
    o[i] = read_imagef(a, p) - 0.5f;
}
"""

AM = cl.addressing_mode


def q8(x):
    return math.floor(x * 256.0 + 0.5) / 256.0


def axis(s, w, normalized, mode):
    """(i0, i1, a) of OpenCL 8.2; None: the border colour."""
    s = float(s)
    if mode == AM.REPEAT:
        t = q8((s - math.floor(s)) * w - 0.5)
        i0 = math.floor(t)
        i1 = i0 + 1
        if i0 < 0:
            i0 += w
        if i1 > w - 1:
            i1 -= w
        return i0, i1, t - math.floor(t)
    if mode == AM.MIRRORED_REPEAT:
        sp = abs(s - 2.0 * np.rint(0.5 * s))
        t = q8(sp * w - 0.5)
        i0 = math.floor(t)
        return max(i0, 0), min(i0 + 1, w - 1), t - math.floor(t)
    u = s * w if normalized else s
    t = q8(u - 0.5)
    i0 = math.floor(t)
    if mode == AM.CLAMP:
        f = lambda i: i if 0 <= i < w else None  # noqa: E731
    else:  # CLAMP_TO_EDGE, and NONE (checked only inside the image, where no texel is clamped)
        f = lambda i: min(max(i, 0), w - 1)  # noqa: E731
    return f(i0), f(i0 + 1), t - math.floor(t)


def reference(tex, border, normalized, mode, coords):
    h, w = tex.shape[:2]
    out = np.empty((len(coords), 4), np.float32)
    for n, (s, t) in enumerate(coords):
        i0, i1, a = axis(s, w, normalized, mode)
        j0, j1, b = axis(t, h, normalized, mode)

        def at(i, j):
            if i is None or j is None:
                return border
            return tex[j, i].astype(np.float64)

        v = ((1 - a) * (1 - b) * at(i0, j0) + a * (1 - b) * at(i1, j0)
             + (1 - a) * b * at(i0, j1) + a * b * at(i1, j1))
        out[n] = v.astype(np.float32)
    return out


def run(q, ctx, kernel, img, coords, smp=None):
    mf = cl.mem_flags
    cb = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=coords)
    ob = cl.Buffer(ctx, mf.WRITE_ONLY, coords.shape[0] * 16)
    args = (img, smp, cb, ob) if smp is not None else (img, cb, ob)
    kernel(q, (coords.shape[0],), None, *args)
    got = np.empty((coords.shape[0], 4), np.float32)
    cl.enqueue_copy(q, got, ob)
    return got


def check(what, got, want):
    if not np.array_equal(got.view(np.uint32), want.view(np.uint32)):
        bad = np.argwhere(got.view(np.uint32) != want.view(np.uint32))[0][0]
        sys.exit(f"FAIL {what}: item {bad}: got {got[bad]}, want {want[bad]}")


def main():
    plat = [p for p in cl.get_platforms() if p.name == "eusim"][0]
    ctx = cl.Context(plat.get_devices())
    q = cl.CommandQueue(ctx)
    prg = cl.Program(ctx, SRC).build()
    rng = np.random.default_rng(7)
    mf = cl.mem_flags
    w, h = 7, 5
    # CL_RGBA + CL_FLOAT and CL_RGBA + CL_UNORM_INT8 (channel value byte / 255, OpenCL 8.3.1.1)
    texf = rng.standard_normal((h, w, 4)).astype(np.float32)
    tex8 = rng.integers(0, 256, (h, w, 4), dtype=np.uint8)
    images = [
        ("float", texf, cl.channel_type.FLOAT, texf),
        ("unorm8", tex8, cl.channel_type.UNORM_INT8, tex8.astype(np.float32) / np.float32(255)),
    ]
    border = np.zeros(4)  # RGBA has alpha: (0, 0, 0, 0)
    n = 64
    # off-grid coordinates around and beyond the image
    free_n = np.stack([rng.uniform(-0.4, 1.4, n), rng.uniform(-0.4, 1.4, n)], 1)
    free_u = free_n * np.array([w, h])
    # on the 1/256 grid of texel space (k / (256 w)) for the mirror
    grid_n = np.stack([rng.integers(-800, 3000, n) / (256 * w),
                       rng.integers(-600, 2000, n) / (256 * h)], 1)
    inside_u = np.stack([rng.uniform(0.5, w - 0.5, n), rng.uniform(0.5, h - 0.5, n)], 1)
    cases = [
        (False, AM.CLAMP_TO_EDGE, free_u), (False, AM.CLAMP, free_u),
        (False, AM.NONE, inside_u),
        (True, AM.CLAMP_TO_EDGE, free_n), (True, AM.CLAMP, free_n),
        (True, AM.REPEAT, free_n), (True, AM.MIRRORED_REPEAT, grid_n),
    ]
    for name, data, ctype, values in images:
        img = cl.Image(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR,
                       cl.ImageFormat(cl.channel_order.RGBA, ctype), shape=(w, h),
                       hostbuf=np.ascontiguousarray(data))
        for normalized, mode, coords in cases:
            c32 = coords.astype(np.float32)
            smp = cl.Sampler(ctx, normalized, mode, cl.filter_mode.LINEAR)
            got = run(q, ctx, prg.lin, img, c32, smp)
            want = reference(values, border, normalized, mode, c32)
            check(f"{name} normalized={normalized} mode={mode}", got, want)
        c32 = grid_n.astype(np.float32)
        got = run(q, ctx, prg.lin_inline, img, c32)
        check(f"{name} inline", got,
              reference(values, border, True, AM.MIRRORED_REPEAT, c32))
        print(f"ok: linear filtering, {name}")
    image_kinds(ctx, q, prg, rng)
    read_write_with_fence(ctx, q, rng)
    print("all passed")


RW_SRC = """
kernel void rw_inc(read_write image2d_t im) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    uint4 v = read_imageui(im, p) + 3;
    atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel, memory_scope_work_item);
    write_imageui(im, p, v);
}
"""


def read_write_with_fence(ctx, q, rng):
    """A read_write image read, fenced (IGC flushes the sampler cache: a SIMD32/64 sampler
    message, type 0x1F) and written back, as the CTS rw_image_access_qualifier test does."""
    prg = cl.Program(ctx, RW_SRC).build(options=["-cl-std=CL2.0"])
    a = rng.integers(0, 1 << 30, (6, 9, 4), dtype=np.uint32)
    fmt = cl.ImageFormat(cl.channel_order.RGBA, cl.channel_type.UNSIGNED_INT32)
    im = cl.Image(ctx, cl.mem_flags.READ_WRITE | cl.mem_flags.COPY_HOST_PTR, fmt, shape=(9, 6),
                  hostbuf=a)
    prg.rw_inc(q, (9, 6), None, im)
    got = np.empty_like(a)
    cl.enqueue_copy(q, got, im, origin=(0, 0), region=(9, 6))
    assert (got == a + 3).all(), "read_write image with an image fence"
    print("ok: read_write image with an image memory fence")


def image_1d_array(ctx, flags, fmt, width, layers, hostbuf=None):
    """A 1D image array. This PyOpenCL's `Image(shape=(w, n), is_array=True)` passes the layer
    count as the height and an array size of 1 (OpenCL ignores the height of a 1D array), so
    build the descriptor here and call its original constructor."""
    cells = cl.Image.__init__.__closure__
    names = cl.Image.__init__.__code__.co_freevars
    old_init = dict(zip(names, (c.cell_contents for c in cells)))["image_old_init"]
    d = cl.ImageDescriptor()
    d.image_type = cl.mem_object_type.IMAGE1D_ARRAY
    d.shape = (width, 1, layers)  # sets the array size from the third extent
    d.pitches = (0, 0)
    d.num_mip_levels = 0
    d.num_samples = 0
    img = cl.Image.__new__(cl.Image)
    old_init(img, ctx, flags, fmt, d, hostbuf)
    return img


def image_kinds(ctx, q, prg, rng):
    mf = cl.mem_flags
    fmt = cl.ImageFormat(cl.channel_order.RGBA, cl.channel_type.FLOAT)
    rw = mf.READ_WRITE
    # 1D: b = a + 1
    a = rng.standard_normal((37, 4)).astype(np.float32)
    ia = cl.Image(ctx, rw | mf.COPY_HOST_PTR, fmt, shape=(37,), hostbuf=a)
    ib = cl.Image(ctx, rw, fmt, shape=(37,))
    prg.inc_1d(q, (37,), None, ia, ib)
    got = np.empty_like(a)
    # this PyOpenCL's enqueue_copy takes 2D and 3D images only: call the wrapper directly
    cl._cl._enqueue_read_image(q, ib, (0,), (37,), got)
    check("1D", got, a + np.float32(1))
    # 1D array of 6 layers: b = a + layer; read back layers 2..4
    a = rng.standard_normal((6, 20, 4)).astype(np.float32)
    ia = image_1d_array(ctx, rw | mf.COPY_HOST_PTR, fmt, 20, 6, a)
    ib = image_1d_array(ctx, rw, fmt, 20, 6)
    assert ia.get_image_info(cl.image_info.ARRAY_SIZE) == 6
    prg.inc_1d_array(q, (20, 6), None, ia, ib)
    got = np.empty((3, 20, 4), np.float32)
    cl._cl._enqueue_read_image(q, ib, (0, 2), (20, 3), got)
    want = a + np.arange(6, dtype=np.float32)[:, None, None]
    check("1D array", got, want[2:5])
    # 2D array of 3 layers of 9 x 5: b = 2a + layer; a sub-region read back
    a = rng.standard_normal((3, 5, 9, 4)).astype(np.float32)
    ia = cl.Image(ctx, rw | mf.COPY_HOST_PTR, fmt, shape=(9, 5, 3), hostbuf=a, is_array=True)
    ib = cl.Image(ctx, rw, fmt, shape=(9, 5, 3), is_array=True)
    prg.inc_2d_array(q, (9, 5, 3), None, ia, ib)
    got = np.empty((2, 3, 4, 4), np.float32)
    cl.enqueue_copy(q, got, ib, origin=(2, 1, 1), region=(4, 3, 2))
    want = a * np.float32(2) + np.arange(3, dtype=np.float32)[:, None, None, None]
    check("2D array", got, want[1:3, 1:4, 2:6])
    # 3D 6 x 4 x 5 written by the host into a region, read by a kernel
    vol = rng.standard_normal((5, 4, 6, 4)).astype(np.float32)
    iv = cl.Image(ctx, rw, fmt, shape=(6, 4, 5))
    cl.enqueue_copy(q, iv, vol, origin=(0, 0, 0), region=(6, 4, 5))
    ob = cl.Buffer(ctx, mf.WRITE_ONLY, vol.nbytes)
    prg.read_3d(q, (6, 4, 5), None, iv, ob)
    got = np.empty_like(vol)
    cl.enqueue_copy(q, got, ob)
    check("3D", got, vol - np.float32(0.5))
    # fill a box of the 3D image, then map it and read the whole volume
    cl.enqueue_fill_image(q, iv, np.array([1.5, -2, 0.25, 7], np.float32),
                          origin=(1, 1, 2), region=(3, 2, 2))
    want = vol.copy()
    want[2:4, 1:3, 1:4] = [1.5, -2, 0.25, 7]
    got = np.empty_like(vol)
    cl.enqueue_copy(q, got, iv, origin=(0, 0, 0), region=(6, 4, 5))
    check("3D fill", got, want)
    mapped = cl.enqueue_map_image(q, iv, cl.map_flags.READ | cl.map_flags.WRITE,
                                  (0, 0, 1), (6, 4, 2), (2, 4, 6, 4), np.float32)[0]
    check("3D map", np.array(mapped), want[1:3])
    mapped[0, 0, 0] = [9, 9, 9, 9]
    mapped.base.release()
    got = np.empty((1, 1, 1, 4), np.float32)
    cl.enqueue_copy(q, got, iv, origin=(0, 0, 1), region=(1, 1, 1))
    check("3D unmap", got.reshape(1, 4), np.full((1, 4), 9, np.float32))
    # an integer image filled with integers, saturated to the channel (OpenCL 8.3)
    ui = cl.Image(ctx, rw, cl.ImageFormat(cl.channel_order.RGBA, cl.channel_type.UNSIGNED_INT8),
                  shape=(4, 3))
    cl.enqueue_fill_image(q, ui, np.array([1, 300, 7, 255], np.uint32), origin=(0, 0),
                          region=(4, 3))
    got = np.empty((3, 4, 4), np.uint8)
    cl.enqueue_copy(q, got, ui, origin=(0, 0), region=(4, 3))
    assert (got == np.array([1, 255, 7, 255], np.uint8)).all(), got
    print("ok: 1D, 1D array, 2D array, 3D images; fill; map")


if __name__ == "__main__":
    main()
