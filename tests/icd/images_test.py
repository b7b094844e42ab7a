"""Image sampling through the eusim ICD with PyOpenCL: linear filtering (CLK_FILTER_LINEAR)
with a sampler_t argument in every addressing mode, normalised and not, and with an inline
sampler, on CL_FLOAT and CL_UNORM_INT8 images.

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
    else:  # CLAMP_TO_EDGE and NONE (IGC programs NONE as clamp to edge)
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
    print("all passed")


if __name__ == "__main__":
    main()
