"""1D image buffers (CL_MEM_OBJECT_IMAGE1D_BUFFER) through the eusim ICD with PyOpenCL.

The image and its buffer share one data store (OpenCL 3.0 API specification, section 5.3.1.2
"Image Descriptor"): what a kernel or the host writes through either is read back through the
other. Expected values are computed here with NumPy from the bytes written; texels of
CL_UNORM_INT8 read as byte / 255 (OpenCL C specification, section 8.3.1.1). Also checks the
descriptor's validation: a width beyond the buffer or beyond CL_DEVICE_IMAGE_MAX_BUFFER_SIZE,
access flags the buffer forbids, and what clGetImageInfo / clGetMemObjectInfo report; and that
kernels and the host reach texels 65535 and beyond (image buffers are buffer surfaces of up to
2^27 entries, not 16384-wide 1D surfaces).
Prints "all passed" on success.
"""


import numpy as np
import pyopencl as cl

from checks import checker, finish

SRC = """
kernel void get(read_only image1d_buffer_t im, global float4 *o) {
    int x = get_global_id(0);
    o[x] = read_imagef(im, x);
}
kernel void put(write_only image1d_buffer_t im) {
    int x = get_global_id(0);
    write_imagef(im, x, (float4)(x, 2 * x, -x, 0.5f));
}
kernel void get_u(read_only image1d_buffer_t im, global uint4 *o) {
    int x = get_global_id(0);
    o[x] = read_imageui(im, x);
}
"""

# read_write images are OpenCL C 2.0
FAR_SRC = """
kernel void far_ld(read_only image1d_buffer_t src, write_only image1d_buffer_t dst,
                   global const int *at) {
    int i = get_global_id(0);
    int x = at[i];
    write_imageui(dst, x, read_imageui(src, x) * 3u + (uint4)(i));
}
kernel void far_typed(read_write image1d_buffer_t img, global const int *at, global int *w) {
    int i = get_global_id(0);
    int x = at[i];
    write_imageui(img, x, read_imageui(img, x) + (uint4)(7));
    if (i == 0)
        w[0] = get_image_width(img);
}
"""

check = checker(np.array_equal)


def error_code(make):
    try:
        make()
    except cl.Error as e:
        return e.code
    return 0


ctx = cl.create_some_context(interactive=False)
q = cl.CommandQueue(ctx)
dev = ctx.devices[0]
mf = cl.mem_flags
prg = cl.Program(ctx, SRC).build()
far = cl.Program(ctx, FAR_SRC).build(options=["-cl-std=CL2.0"])
RGBA_F = cl.ImageFormat(cl.channel_order.RGBA, cl.channel_type.FLOAT)
RGBA_U8 = cl.ImageFormat(cl.channel_order.RGBA, cl.channel_type.UNORM_INT8)
R_U32 = cl.ImageFormat(cl.channel_order.R, cl.channel_type.UNSIGNED_INT32)
R_U8 = cl.ImageFormat(cl.channel_order.R, cl.channel_type.UNSIGNED_INT8)

# 64 float4 texels over the first 1024 bytes of a 1104-byte buffer
W = 64
host = np.arange(W * 4 + 20, dtype=np.float32) * 0.25
buf = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=host)
img = cl.Image(ctx, 0, RGBA_F, shape=(W,), buffer=buf)
check("type", img.get_info(cl.mem_info.TYPE), cl.mem_object_type.IMAGE1D_BUFFER)
check("width", img.get_image_info(cl.image_info.WIDTH), W)
check("height", img.get_image_info(cl.image_info.HEIGHT), 0)
check("size", img.get_info(cl.mem_info.SIZE), W * 16)
check("flags inherited", img.get_info(cl.mem_info.FLAGS), mf.READ_WRITE | mf.COPY_HOST_PTR)
check("image buffer", img.get_image_info(cl.image_info.BUFFER).int_ptr, buf.int_ptr)
check("associated", img.get_info(cl.mem_info.ASSOCIATED_MEMOBJECT).int_ptr, buf.int_ptr)

# a kernel reads the buffer's bytes through the image
out = np.zeros(W * 4, np.float32)
o = cl.Buffer(ctx, mf.WRITE_ONLY, out.nbytes)
prg.get(q, (W,), None, img, o)
cl.enqueue_copy(q, out, o)
check("kernel read", out, host[: W * 4])

# a kernel writes texels through the image: the buffer holds them, the tail is untouched
prg.put(q, (W,), None, img)
back = np.empty_like(host)
cl.enqueue_copy(q, back, buf)
x = np.arange(W, dtype=np.float32)
want = host.copy()
want[: W * 4] = np.stack([x, 2 * x, -x, np.full(W, 0.5, np.float32)], axis=1).ravel()
check("kernel write", back, want)

# the host writes the buffer, then reads the image (and the other way round)
fresh = (np.arange(W * 4, dtype=np.float32) - 7.0) * 1.5
cl.enqueue_copy(q, buf, fresh)
seen = np.empty(W * 4, np.float32)
# (PyOpenCL's enqueue_copy does not list 1D image buffers among images: its image calls do)
cl._cl._enqueue_read_image(q, img, (0,), (W,), seen)
check("buffer write, image read", seen, fresh)
patch = np.full(4 * 4, 42.0, np.float32)
cl._cl._enqueue_write_image(q, img, (8,), (4,), patch)
cl.enqueue_copy(q, back, buf)
want = host.copy()
want[: W * 4] = fresh
want[8 * 4 : 12 * 4] = 42.0
check("image write, buffer read", back, want)

# UNORM_INT8 texels over a sub-buffer: bytes read as byte / 255
raw = (np.arange(512) * 37 % 256).astype(np.uint8)
base = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=raw)
sub = base.get_sub_region(256, 256)
img8 = cl.Image(ctx, 0, RGBA_U8, shape=(W,), buffer=sub)
out8 = np.zeros(W * 4, np.float32)
o8 = cl.Buffer(ctx, mf.WRITE_ONLY, out8.nbytes)
prg.get(q, (W,), None, img8, o8)
cl.enqueue_copy(q, out8, o8)
check("unorm8 over a sub-buffer", out8, raw[256:].astype(np.float32) / np.float32(255.0))
check("flags from a read-only buffer", img8.get_info(cl.mem_info.FLAGS) & mf.READ_ONLY, mf.READ_ONLY)

# integer texels of one channel: (v, 0, 0, 1)
ints = np.arange(1000, 1000 + W, dtype=np.uint32)
bi = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=ints)
imi = cl.Image(ctx, mf.READ_ONLY, R_U32, shape=(W,), buffer=bi)
outi = np.zeros(W * 4, np.uint32)
oi = cl.Buffer(ctx, mf.WRITE_ONLY, outi.nbytes)
prg.get_u(q, (W,), None, imi, oi)
cl.enqueue_copy(q, outi, oi)
wanti = np.stack([ints, np.zeros(W, np.uint32), np.zeros(W, np.uint32), np.ones(W, np.uint32)], 1)
check("uint32 R texels", outi, wanti.ravel())

# CL_DEVICE_IMAGE_MAX_BUFFER_SIZE: what Intel's runtime reports (the largest allocation over the
# widest texel, 16 bytes), within the 2^27 entries of a buffer surface; the full profile's
# minimum is 65536
max_texels = dev.image_max_buffer_size
check("max buffer texels", max_texels, min(dev.max_mem_alloc_size // 16, 1 << 27))
check("full-profile minimum", max_texels >= 65536, True)

# entries past 16384 and 65535 of 70000-texel image buffers (at most the device's limit):
# read (the sampler's ld), written (typed writes), read back by the host through both objects
FW = min(70000, max_texels)
at = np.unique(
    np.array([0, 1, 16383, 16384, 16385, 32768, 65534, 65535, FW - 4, FW - 3, FW - 2, FW - 1], np.int32)
)
initial = (1000 + 3 * np.arange(FW)).astype(np.uint32)
fsrc_buf = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=initial)
fdst_buf = cl.Buffer(ctx, mf.READ_WRITE | mf.COPY_HOST_PTR, hostbuf=np.zeros(FW, np.uint32))
fsrc = cl.Image(ctx, 0, R_U32, shape=(FW,), buffer=fsrc_buf)
fdst = cl.Image(ctx, 0, R_U32, shape=(FW,), buffer=fdst_buf)
at_buf = cl.Buffer(ctx, mf.READ_ONLY | mf.COPY_HOST_PTR, hostbuf=at)
far.far_ld(q, (len(at),), None, fsrc, fdst, at_buf)
fgot = np.empty(FW, np.uint32)
cl.enqueue_copy(q, fgot, fdst_buf)
fwant = np.zeros(FW, np.uint32)
fwant[at] = initial[at] * 3 + np.arange(len(at), dtype=np.uint32)
check("far ld and typed write", fgot, fwant)
wbuf = cl.Buffer(ctx, mf.WRITE_ONLY, 4)
far.far_typed(q, (len(at),), None, fsrc, at_buf, wbuf)
fgot = np.empty(FW, np.uint32)
cl.enqueue_copy(q, fgot, fsrc_buf)
fwant = initial.copy()
fwant[at] += 7
check("far read_write", fgot, fwant)
wgot = np.empty(1, np.int32)
cl.enqueue_copy(q, wgot, wbuf)
check("get_image_width", wgot[0], FW)
tail = np.empty(8, np.uint32)
cl._cl._enqueue_read_image(q, fsrc, (FW - 8,), (8,), tail)
check("host read of the far texels", tail, fwant[FW - 8 :])

# validation
big = cl.Buffer(ctx, mf.READ_WRITE, max_texels)
check(
    "wider than the buffer",
    error_code(lambda: cl.Image(ctx, 0, RGBA_F, shape=(W + 6,), buffer=buf)),
    cl.status_code.INVALID_IMAGE_DESCRIPTOR,
)
check(
    "wider than CL_DEVICE_IMAGE_MAX_BUFFER_SIZE",
    error_code(lambda: cl.Image(ctx, 0, R_U8, shape=(max_texels + 1,), buffer=big)),
    cl.status_code.INVALID_IMAGE_SIZE,
)
check("widest accepted", error_code(lambda: cl.Image(ctx, 0, R_U8, shape=(max_texels,), buffer=big)), 0)
check(
    "write-only image over a read-only buffer",
    error_code(lambda: cl.Image(ctx, mf.WRITE_ONLY, RGBA_U8, shape=(W,), buffer=base)),
    cl.status_code.INVALID_VALUE,
)
check(
    "host-pointer flag given",
    error_code(lambda: cl.Image(ctx, mf.ALLOC_HOST_PTR, RGBA_F, shape=(W,), buffer=buf)),
    cl.status_code.INVALID_VALUE,
)
check(
    "an image as the buffer",
    error_code(lambda: cl.Image(ctx, 0, RGBA_F, shape=(4,), buffer=img)),
    cl.status_code.INVALID_IMAGE_DESCRIPTOR,
)
formats = cl.get_supported_image_formats(ctx, mf.READ_WRITE, cl.mem_object_type.IMAGE1D_BUFFER)
check("RGBA float listed", any(f == RGBA_F for f in formats), True)

finish()
