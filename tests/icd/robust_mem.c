// Memory objects at their limits through the eusim OpenCL platform: ranges whose arithmetic
// wraps around size_t, overlapping mappings, the pitches of a CL_MEM_USE_HOST_PTR image, the
// host-access flags and invalid image formats. Every check compares an exact error code or
// exact bytes with values computed here.
//
// Usage: robust_mem cases         prints the number of wrapping-range cases
//        robust_mem wrap N        runs wrapping-range case N (one per process, so that a
//                                 crash or a hang names its case)
//        robust_mem rest          runs every other group
// Prints "ok: ..." per check group and "all passed" at the end; exits 1 on the first failure
// with the check's name and the values seen.
#include "check.h"
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static cl_context ctx;
static cl_device_id dev;
static cl_command_queue q;

static void setup(void) {
    cl_platform_id p;
    cl_uint n;
    cl_int err;
    OK(clGetPlatformIDs(1, &p, &n));
    OK(clGetDeviceIDs(p, CL_DEVICE_TYPE_GPU, 1, &dev, NULL));
    ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    OK(err);
    q = clCreateCommandQueueWithProperties(ctx, dev, NULL, &err);
    OK(err);
}

static cl_mem buffer(cl_mem_flags flags, size_t size, void *host) {
    cl_int err;
    cl_mem m = clCreateBuffer(ctx, flags, size, host, &err);
    OK(err);
    return m;
}

static cl_mem image(cl_mem_flags flags, cl_mem_object_type type, size_t w, size_t h, size_t d,
                    size_t row_pitch, size_t slice_pitch, void *host) {
    cl_int err;
    cl_image_format f = {CL_RGBA, CL_UNSIGNED_INT8};
    cl_image_desc desc = {type, w, h, d, d, row_pitch, slice_pitch, 0, 0, {NULL}};
    if (type == CL_MEM_OBJECT_IMAGE1D_ARRAY) desc.image_height = 0;
    if (type != CL_MEM_OBJECT_IMAGE3D) desc.image_depth = 0;
    if (type == CL_MEM_OBJECT_IMAGE3D || type == CL_MEM_OBJECT_IMAGE2D) desc.image_array_size = 0;
    cl_mem m = clCreateImage(ctx, flags, &f, &desc, host, &err);
    OK(err);
    return m;
}

/* ---- ranges that wrap around size_t ---------------------------------------------------- */

enum { BYTES = 4096, IMG = 16 };
static const size_t BIG = SIZE_MAX - 7, HALF = SIZE_MAX / 2 + 1;

// the byte every object and the host array start with at offset i
static unsigned char pattern(size_t i) { return (unsigned char)(i * 37 + 11); }

static unsigned char host[1 << 16];

// One command of a wrapping-range case: its error code (errcode_ret for creations and maps).
static cl_int wrap_case(int c, cl_mem b, cl_mem d, cl_mem im, cl_mem im3, cl_mem arr) {
    cl_int e = CL_SUCCESS;
    int pat = 0x01020304;
    float color[4] = {1, 2, 3, 4};
    size_t o0[3] = {0, 0, 0}, r2[3] = {16, 2, 1}, r22[3] = {16, 2, 2};
    size_t big_x[3] = {BIG, 0, 0}, big_y[3] = {0, SIZE_MAX / 16, 0}, big_z[3] = {0, 0, SIZE_MAX};
    size_t ir[3] = {8, 1, 1}, ir2[3] = {16, 2, 1}, ir3[3] = {4, 4, 2}, row_pitch;
    size_t img_x[3] = {SIZE_MAX - 3, 0, 0}, img_y[3] = {0, SIZE_MAX - 1, 0};
    size_t wide[3] = {BIG, 1, 1}, layers[3] = {IMG, 2, 1};
    switch (c) {
    case 0: return clEnqueueReadBuffer(q, b, CL_TRUE, BIG, 16, host, 0, NULL, NULL);
    case 1: return clEnqueueWriteBuffer(q, b, CL_TRUE, 16, BIG, host, 0, NULL, NULL);
    case 2: return clEnqueueFillBuffer(q, b, &pat, 4, SIZE_MAX - 3, 8, 0, NULL, NULL);
    case 3: return clEnqueueFillBuffer(q, b, &pat, 4, 16, SIZE_MAX - 15, 0, NULL, NULL);
    case 4: return clEnqueueCopyBuffer(q, b, d, BIG, 0, 16, 0, NULL, NULL);
    case 5: return clEnqueueCopyBuffer(q, b, d, 0, BIG, 16, 0, NULL, NULL);
    case 6: return clEnqueueCopyBuffer(q, b, b, 16, 0, BIG, 0, NULL, NULL);
    case 7: clEnqueueMapBuffer(q, b, CL_TRUE, CL_MAP_READ, BIG, 16, 0, NULL, NULL, &e); return e;
    case 8: clEnqueueMapBuffer(q, b, CL_TRUE, CL_MAP_WRITE, 16, BIG, 0, NULL, NULL, &e); return e;
    case 9:
        return clEnqueueReadBufferRect(q, b, CL_TRUE, o0, o0, r2, HALF, 0, 16, 0, host, 0, NULL,
                                       NULL);
    case 10:
        return clEnqueueReadBufferRect(q, b, CL_TRUE, big_x, o0, r2, 32, 0, 16, 0, host, 0,
                                       NULL, NULL);
    case 11:
        return clEnqueueReadBufferRect(q, b, CL_TRUE, o0, o0, r2, 32, 0, HALF, 0, host, 0, NULL,
                                       NULL);
    case 12:
        return clEnqueueWriteBufferRect(q, b, CL_TRUE, o0, o0, r22, 16, 32, 16, HALF, host, 0,
                                        NULL, NULL);
    case 13:
        return clEnqueueWriteBufferRect(q, b, CL_TRUE, big_y, o0, r2, 16, 0, 16, 0, host, 0,
                                        NULL, NULL);
    case 14:
        return clEnqueueReadBufferRect(q, b, CL_TRUE, o0, o0, wide, 0, 0, 0, 0, host, 0, NULL,
                                       NULL);
    case 15:
        return clEnqueueCopyBufferRect(q, b, d, o0, o0, r22, 16, HALF, 16, 32, 0, NULL, NULL);
    case 16:
        return clEnqueueCopyBufferRect(q, b, d, o0, big_z, r2, 16, 32, 16, 32, 0, NULL, NULL);
    case 17: return clEnqueueReadImage(q, im, CL_TRUE, img_x, ir, 0, 0, host, 0, NULL, NULL);
    case 18: return clEnqueueReadImage(q, im, CL_TRUE, o0, ir2, HALF, 0, host, 0, NULL, NULL);
    case 19:
        return clEnqueueWriteImage(q, im3, CL_TRUE, o0, ir3, 16, HALF, host, 0, NULL, NULL);
    case 20: return clEnqueueCopyImage(q, im, im3, o0, img_y, ir, 0, NULL, NULL);
    case 21: return clEnqueueFillImage(q, im, color, img_x, ir, 0, NULL, NULL);
    case 22:
        clEnqueueMapImage(q, im, CL_TRUE, CL_MAP_READ, img_y, ir2, &row_pitch, NULL, 0, NULL,
                          NULL, &e);
        return e;
    case 23: return clEnqueueCopyImageToBuffer(q, im, b, o0, ir, BIG, 0, NULL, NULL);
    case 24: return clEnqueueCopyBufferToImage(q, b, im, BIG, o0, ir, 0, NULL, NULL);
    case 25: {
        cl_buffer_region region = {128, BIG};
        clCreateSubBuffer(b, 0, CL_BUFFER_CREATE_TYPE_REGION, &region, &e);
        return e;
    }
    case 26:
        // the layers of a 1D array, 2^63 bytes apart in host memory
        return clEnqueueReadImage(q, arr, CL_TRUE, o0, layers, 0, HALF, host, 0, NULL, NULL);
    case 27: {
        // a USE_HOST_PTR image whose rows are 2^62 bytes apart: no such memory exists
        cl_image_format f = {CL_RGBA, CL_UNSIGNED_INT8};
        cl_image_desc desc = {CL_MEM_OBJECT_IMAGE2D, 4, 4, 0, 0, (size_t)1 << 62, 0, 0, 0, {NULL}};
        clCreateImage(ctx, CL_MEM_USE_HOST_PTR, &f, &desc, host, &e);
        return e;
    }
    }
    return 1;
}

enum { WRAP_CASES = 28 };

static void expect_pattern(const unsigned char *p, size_t n, const char *what) {
    for (size_t i = 0; i < n; i++)
        CHECK(p[i] == pattern(i), "%s byte %zu is %u, expected %u", what, i, p[i], pattern(i));
}

static void wrapping(int c) {
    CHECK(c >= 0 && c < WRAP_CASES, "no wrapping-range case %d", c);
    for (size_t i = 0; i < sizeof host; i++) host[i] = pattern(i);
    cl_mem b = buffer(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, BYTES, host);
    cl_mem d = buffer(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, BYTES, host);
    cl_mem im = image(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, CL_MEM_OBJECT_IMAGE2D, IMG, IMG,
                      0, 0, 0, host);
    cl_mem im3 = image(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, CL_MEM_OBJECT_IMAGE3D, IMG, IMG,
                       4, 0, 0, host);
    cl_mem arr = image(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, CL_MEM_OBJECT_IMAGE1D_ARRAY,
                       IMG, 0, 4, 0, 0, host);
    cl_int want = c == 27 ? CL_INVALID_IMAGE_DESCRIPTOR : CL_INVALID_VALUE;
    cl_int got = wrap_case(c, b, d, im, im3, arr);
    CHECK(got == want, "wrapping-range case %d returned %d, expected %d", c, got, want);
    // the queue still runs, and nothing was touched
    OK(clFinish(q));
    expect_pattern(host, sizeof host, "host memory");
    static unsigned char out[BYTES];
    size_t o0[3] = {0, 0, 0}, whole[3] = {IMG, IMG, 1}, whole3[3] = {IMG, IMG, 4};
    cl_mem bufs[2] = {b, d};
    for (int i = 0; i < 2; i++) {
        OK(clEnqueueReadBuffer(q, bufs[i], CL_TRUE, 0, BYTES, out, 0, NULL, NULL));
        expect_pattern(out, BYTES, "buffer");
    }
    OK(clEnqueueReadImage(q, im, CL_TRUE, o0, whole, 0, 0, out, 0, NULL, NULL));
    expect_pattern(out, IMG * IMG * 4, "2D image");
    static unsigned char out3[IMG * IMG * 4 * 4];
    OK(clEnqueueReadImage(q, im3, CL_TRUE, o0, whole3, 0, 0, out3, 0, NULL, NULL));
    expect_pattern(out3, sizeof out3, "3D image");
    printf("ok: wrapping-range case %d: %d, nothing touched\n", c, want);
}

/* ---- overlapping mappings ------------------------------------------------------------- */

static cl_uint map_count(cl_mem m) {
    cl_uint n;
    OK(clGetMemObjectInfo(m, CL_MEM_MAP_COUNT, sizeof n, &n, NULL));
    return n;
}

static void *map(cl_mem m, cl_map_flags flags, size_t offset, size_t size, cl_int want) {
    cl_int err;
    void *p = clEnqueueMapBuffer(q, m, CL_TRUE, flags, offset, size, 0, NULL, NULL, &err);
    CHECK(err == want, "map of [%zu, %zu) for %s returned %d, expected %d", offset,
          offset + size, flags == CL_MAP_READ ? "reading" : "writing", err, want);
    CHECK((p != NULL) == (want == CL_SUCCESS), "map returned %p with %d", p, err);
    return p;
}

static void mappings(void) {
    enum { N = 1024 };
    static int mem[N];
    for (int i = 0; i < N; i++) mem[i] = i;
    cl_mem u = buffer(CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, sizeof mem, mem);
    // two reading maps of one region: one pointer, two mappings, two unmaps
    int *r1 = map(u, CL_MAP_READ, 0, 4096, CL_SUCCESS);
    int *r2 = map(u, CL_MAP_READ, 0, 4096, CL_SUCCESS);
    CHECK(r1 == mem && r2 == mem, "USE_HOST_PTR maps at %p and %p, host %p", r1, r2, mem);
    CHECK(map_count(u) == 2, "map count %u after two maps", map_count(u));
    OK(clEnqueueUnmapMemObject(q, u, r1, 0, NULL, NULL));
    CHECK(map_count(u) == 1, "map count %u after one unmap", map_count(u));
    OK(clEnqueueUnmapMemObject(q, u, r2, 0, NULL, NULL));
    CHECK(map_count(u) == 0, "map count %u after two unmaps", map_count(u));
    IS(clEnqueueUnmapMemObject(q, u, r2, 0, NULL, NULL), CL_INVALID_VALUE);
    OK(clFinish(q));

    // a writing map excludes every overlapping map, and the host's writes reach the buffer
    int *w = map(u, CL_MAP_WRITE, 0, 1024, CL_SUCCESS);
    map(u, CL_MAP_READ, 1020, 8, CL_INVALID_OPERATION);
    map(u, CL_MAP_WRITE, 0, 4, CL_INVALID_OPERATION);
    map(u, CL_MAP_WRITE_INVALIDATE_REGION, 512, 512, CL_INVALID_OPERATION);
    int *after = map(u, CL_MAP_WRITE, 1024, 1024, CL_SUCCESS);
    CHECK(map_count(u) == 2, "map count %u with two disjoint writing maps", map_count(u));
    for (int i = 0; i < 256; i++) w[i] = 1000 + i;
    for (int i = 0; i < 256; i++) after[i] = 2000 + i;
    OK(clEnqueueUnmapMemObject(q, u, w, 0, NULL, NULL));
    OK(clEnqueueUnmapMemObject(q, u, after, 0, NULL, NULL));
    // a reading map excludes an overlapping writing map, not another reading one
    int *r = map(u, CL_MAP_READ, 1024, 16, CL_SUCCESS);
    map(u, CL_MAP_WRITE, 1036, 4, CL_INVALID_OPERATION);
    int *r3 = map(u, CL_MAP_READ, 1028, 16, CL_SUCCESS);
    OK(clEnqueueUnmapMemObject(q, u, r, 0, NULL, NULL));
    OK(clEnqueueUnmapMemObject(q, u, r3, 0, NULL, NULL));
    static int out[N];
    OK(clEnqueueReadBuffer(q, u, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    for (int i = 0; i < N; i++) {
        int want = i < 256 ? 1000 + i : i < 512 ? 2000 + i - 256 : i;
        CHECK(out[i] == want, "after the writing maps, int %d is %d, expected %d", i, out[i], want);
    }

    // without USE_HOST_PTR: two reading maps have their own memory with the same bytes
    static int fresh[N];
    for (int i = 0; i < N; i++) fresh[i] = i;
    cl_mem c = buffer(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof fresh, fresh);
    int *a = map(c, CL_MAP_READ, 64, 64, CL_SUCCESS), *b = map(c, CL_MAP_READ, 64, 64, CL_SUCCESS);
    CHECK(a != b && memcmp(a, b, 64) == 0 && a[0] == 16, "reading maps %p %p, first int %d", a,
          b, a[0]);
    CHECK(map_count(c) == 2, "map count %u", map_count(c));
    OK(clEnqueueUnmapMemObject(q, c, b, 0, NULL, NULL));
    OK(clEnqueueUnmapMemObject(q, c, a, 0, NULL, NULL));

    // a sub-buffer's mapping and its parent's see each other
    cl_int err;
    cl_buffer_region region = {1024, 1024};
    cl_mem sub = clCreateSubBuffer(c, 0, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
    OK(err);
    int *pw = map(c, CL_MAP_WRITE, 1000, 100, CL_SUCCESS);
    map(sub, CL_MAP_READ, 0, 16, CL_INVALID_OPERATION);
    int *sr = map(sub, CL_MAP_READ, 76, 16, CL_SUCCESS);
    CHECK(map_count(sub) == 1 && map_count(c) == 1, "map counts %u (sub-buffer), %u (parent)",
          map_count(sub), map_count(c));
    IS(clEnqueueUnmapMemObject(q, c, sr, 0, NULL, NULL), CL_INVALID_VALUE);
    OK(clEnqueueUnmapMemObject(q, sub, sr, 0, NULL, NULL));
    OK(clEnqueueUnmapMemObject(q, c, pw, 0, NULL, NULL));
    OK(clFinish(q));
    OK(clReleaseMemObject(sub));
    OK(clReleaseMemObject(c));
    OK(clReleaseMemObject(u));
    printf("ok: overlapping maps: reading ones together, writing ones alone\n");
}

/* ---- a USE_HOST_PTR image keeps the application's pitches ----------------------------- */

static void host_pitches(void) {
    enum { W = 10, H = 6, RP = 64, PAD = 0xEE };
    unsigned char *ih = malloc(RP * H);
    memset(ih, PAD, RP * H);
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++)
            for (int k = 0; k < 4; k++) ih[y * RP + x * 4 + k] = (unsigned char)(x + 16 * y + 100 * k);
    cl_mem im = image(CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, CL_MEM_OBJECT_IMAGE2D, W, H, 0,
                      RP, 0, ih);
    size_t rp, sp;
    OK(clGetImageInfo(im, CL_IMAGE_ROW_PITCH, sizeof rp, &rp, NULL));
    OK(clGetImageInfo(im, CL_IMAGE_SLICE_PITCH, sizeof sp, &sp, NULL));
    CHECK(rp == RP && sp == 0, "row pitch %zu slice pitch %zu, expected %d and 0", rp, sp, RP);
    // a packed read gives the texels
    static unsigned char packed[W * H * 4];
    size_t o0[3] = {0, 0, 0}, whole[3] = {W, H, 1};
    OK(clEnqueueReadImage(q, im, CL_TRUE, o0, whole, 0, 0, packed, 0, NULL, NULL));
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W * 4; x++)
            CHECK(packed[y * W * 4 + x] == ih[y * RP + x], "packed read byte %d of row %d", x, y);
    // a map of the whole image is the host memory with its pitch; the padding is untouched
    size_t mrp, msp = 7;
    cl_int err;
    unsigned char *m = clEnqueueMapImage(q, im, CL_TRUE, CL_MAP_READ, o0, whole, &mrp, &msp, 0,
                                         NULL, NULL, &err);
    OK(err);
    CHECK(m == ih && mrp == RP && msp == 0, "map at %p (host %p), pitches %zu %zu", m, ih, mrp,
          msp);
    OK(clEnqueueUnmapMemObject(q, im, m, 0, NULL, NULL));
    // a writing map of a box: the box's first texel in the host memory, the host's pitch
    size_t bo[3] = {2, 1, 0}, br[3] = {5, 3, 1};
    m = clEnqueueMapImage(q, im, CL_TRUE, CL_MAP_WRITE, bo, br, &mrp, NULL, 0, NULL, NULL, &err);
    OK(err);
    CHECK(m == ih + RP + 8 && mrp == RP, "box map at offset %td, pitch %zu", m - ih, mrp);
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 5 * 4; x++) m[y * RP + x] = (unsigned char)(200 + x + y);
    OK(clEnqueueUnmapMemObject(q, im, m, 0, NULL, NULL));
    OK(clEnqueueReadImage(q, im, CL_TRUE, o0, whole, 0, 0, packed, 0, NULL, NULL));
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W * 4; x++) {
            int in_box = y >= 1 && y < 4 && x >= 8 && x < 28;
            unsigned char want = in_box ? (unsigned char)(200 + x - 8 + y - 1)
                                        : (unsigned char)(x / 4 + 16 * y + 100 * (x % 4));
            CHECK(packed[y * W * 4 + x] == want, "after the box map, byte %d of row %d is %u, "
                  "expected %u", x, y, packed[y * W * 4 + x], want);
            CHECK(ih[y * RP + x] == want, "host memory byte %d of row %d is %u, expected %u", x,
                  y, ih[y * RP + x], want);
        }
    for (int y = 0; y < H; y++)
        for (int x = W * 4; x < RP; x++)
            CHECK(ih[y * RP + x] == PAD, "padding byte %d of row %d is %u", x, y, ih[y * RP + x]);
    OK(clReleaseMemObject(im));

    // a 3D image with padded rows and slices
    enum { W3 = 3, H3 = 2, D3 = 3, RP3 = 16, SP3 = 48 };
    unsigned char *h3 = malloc(SP3 * D3);
    for (int i = 0; i < SP3 * D3; i++) h3[i] = (unsigned char)i;
    cl_mem i3 = image(CL_MEM_READ_WRITE | CL_MEM_USE_HOST_PTR, CL_MEM_OBJECT_IMAGE3D, W3, H3, D3,
                      RP3, SP3, h3);
    OK(clGetImageInfo(i3, CL_IMAGE_ROW_PITCH, sizeof rp, &rp, NULL));
    OK(clGetImageInfo(i3, CL_IMAGE_SLICE_PITCH, sizeof sp, &sp, NULL));
    CHECK(rp == RP3 && sp == SP3, "3D pitches %zu %zu, expected %d %d", rp, sp, RP3, SP3);
    size_t o3[3] = {1, 1, 1}, r3[3] = {2, 1, 2};
    m = clEnqueueMapImage(q, i3, CL_TRUE, CL_MAP_READ, o3, r3, &mrp, &msp, 0, NULL, NULL, &err);
    OK(err);
    CHECK(m == h3 + SP3 + RP3 + 4 && mrp == RP3 && msp == SP3, "3D map at %td, pitches %zu %zu",
          m - h3, mrp, msp);
    OK(clEnqueueUnmapMemObject(q, i3, m, 0, NULL, NULL));
    OK(clFinish(q));
    OK(clReleaseMemObject(i3));
    free(h3);
    free(ih);
    printf("ok: USE_HOST_PTR images keep the application's pitches\n");
}

/* ---- host-access flags -------------------------------------------------------------------- */

static void host_access(void) {
    int v[16] = {0}, pat = 5;
    cl_int err;
    cl_mem no = buffer(CL_MEM_HOST_NO_ACCESS, sizeof v, NULL);
    cl_mem ro = buffer(CL_MEM_HOST_READ_ONLY, sizeof v, NULL);
    cl_mem wo = buffer(CL_MEM_HOST_WRITE_ONLY, sizeof v, NULL);
    size_t o0[3] = {0, 0, 0}, r[3] = {16, 2, 1};
    const int bad = CL_INVALID_OPERATION;
    IS(clEnqueueReadBuffer(q, no, CL_TRUE, 0, 16, v, 0, NULL, NULL), bad);
    IS(clEnqueueReadBuffer(q, wo, CL_TRUE, 0, 16, v, 0, NULL, NULL), bad);
    IS(clEnqueueWriteBuffer(q, no, CL_TRUE, 0, 16, v, 0, NULL, NULL), bad);
    IS(clEnqueueWriteBuffer(q, ro, CL_TRUE, 0, 16, v, 0, NULL, NULL), bad);
    IS(clEnqueueReadBufferRect(q, wo, CL_TRUE, o0, o0, r, 0, 0, 0, 0, v, 0, NULL, NULL), bad);
    IS(clEnqueueWriteBufferRect(q, ro, CL_TRUE, o0, o0, r, 0, 0, 0, 0, v, 0, NULL, NULL), bad);
    map(no, CL_MAP_READ, 0, 16, bad);
    map(wo, CL_MAP_READ, 0, 16, bad);
    map(ro, CL_MAP_WRITE, 0, 16, bad);
    map(no, CL_MAP_WRITE_INVALIDATE_REGION, 0, 16, bad);
    map(ro, CL_MAP_READ | CL_MAP_WRITE, 0, 16, bad);
    // what the flags allow: device-side fills and copies, the host's permitted direction
    for (int i = 0; i < 16; i++) v[i] = 3 * i;
    OK(clEnqueueFillBuffer(q, no, &pat, 4, 0, sizeof v, 0, NULL, NULL));
    OK(clEnqueueWriteBuffer(q, wo, CL_TRUE, 0, sizeof v, v, 0, NULL, NULL));
    OK(clEnqueueCopyBuffer(q, wo, ro, 0, 0, sizeof v, 0, NULL, NULL));
    int out[16];
    OK(clEnqueueReadBuffer(q, ro, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    for (int i = 0; i < 16; i++) CHECK(out[i] == 3 * i, "copied int %d is %d", i, out[i]);
    int *m = map(ro, CL_MAP_READ, 0, 64, CL_SUCCESS);
    CHECK(m[15] == 45, "read map of a HOST_READ_ONLY buffer: %d", m[15]);
    OK(clEnqueueUnmapMemObject(q, ro, m, 0, NULL, NULL));
    m = map(wo, CL_MAP_WRITE_INVALIDATE_REGION, 0, 64, CL_SUCCESS);
    OK(clEnqueueUnmapMemObject(q, wo, m, 0, NULL, NULL));
    // a sub-buffer inherits its parent's host access
    cl_buffer_region region = {0, 32};
    cl_mem sub = clCreateSubBuffer(ro, 0, CL_BUFFER_CREATE_TYPE_REGION, &region, &err);
    OK(err);
    IS(clEnqueueWriteBuffer(q, sub, CL_TRUE, 0, 16, v, 0, NULL, NULL), bad);
    OK(clEnqueueReadBuffer(q, sub, CL_TRUE, 0, 16, out, 0, NULL, NULL));
    // images
    cl_mem ino = image(CL_MEM_HOST_NO_ACCESS, CL_MEM_OBJECT_IMAGE2D, 4, 4, 0, 0, 0, NULL);
    cl_mem iro = image(CL_MEM_HOST_READ_ONLY, CL_MEM_OBJECT_IMAGE2D, 4, 4, 0, 0, 0, NULL);
    size_t ir[3] = {4, 4, 1}, rp;
    static unsigned char px[64];
    IS(clEnqueueReadImage(q, ino, CL_TRUE, o0, ir, 0, 0, px, 0, NULL, NULL), bad);
    IS(clEnqueueWriteImage(q, iro, CL_TRUE, o0, ir, 0, 0, px, 0, NULL, NULL), bad);
    OK(clEnqueueReadImage(q, iro, CL_TRUE, o0, ir, 0, 0, px, 0, NULL, NULL));
    clEnqueueMapImage(q, iro, CL_TRUE, CL_MAP_WRITE, o0, ir, &rp, NULL, 0, NULL, NULL, &err);
    IS(err, bad);
    OK(clFinish(q));
    cl_mem all[] = {sub, no, ro, wo, ino, iro};
    for (size_t i = 0; i < sizeof all / sizeof all[0]; i++) OK(clReleaseMemObject(all[i]));
    printf("ok: host-access flags\n");
}

/* ---- image formats -------------------------------------------------------------------- */

static void formats(void) {
    struct {
        cl_channel_order order;
        cl_channel_type type;
        cl_int want;
    } cases[] = {
        {CL_RGBA, 0x10C0, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR}, // no such channel type
        {CL_RGBA, 0, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR},
        {0x1234, CL_UNORM_INT8, CL_INVALID_IMAGE_FORMAT_DESCRIPTOR}, // no such channel order
        {CL_RGB, CL_UNORM_SHORT_565, CL_IMAGE_FORMAT_NOT_SUPPORTED}, // valid, not supported
        {CL_RGBA, CL_UNORM_INT8, CL_SUCCESS},
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        cl_image_format f = {cases[i].order, cases[i].type};
        cl_image_desc desc = {CL_MEM_OBJECT_IMAGE2D, 4, 4, 0, 0, 0, 0, 0, 0, {NULL}};
        cl_int err;
        cl_mem m = clCreateImage(ctx, CL_MEM_READ_WRITE, &f, &desc, NULL, &err);
        CHECK(err == cases[i].want, "format %#x %#x: %d, expected %d", cases[i].order,
              cases[i].type, err, cases[i].want);
        if (m) OK(clReleaseMemObject(m));
    }
    printf("ok: invalid and unsupported image formats\n");
}

// Rectangles of one buffer (rows of 4 bytes, 8 apart; slices 16 apart): copies between
// rectangles that share a byte fail with CL_MEM_COPY_OVERLAP (OpenCL 3.0, appendix D),
// interleaved ones copy, and pitches that differ in both row and slice are refused. Then
// boxes of one image: CL_MEM_COPY_OVERLAP when they meet.
static void copy_rect_overlap(void) {
    unsigned char init[64], got[64];
    for (int i = 0; i < 64; i++) init[i] = (unsigned char)i;
    cl_int err;
    cl_mem b = clCreateBuffer(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, 64, init, &err);
    OK(err);
    size_t region[3] = {4, 2, 1}, src[3] = {0, 0, 0};
    size_t shifted[3] = {2, 0, 0}, down[3] = {0, 1, 0}, beside[3] = {4, 0, 0};
    IS(clEnqueueCopyBufferRect(q, b, b, src, shifted, region, 8, 16, 8, 16, 0, NULL, NULL),
       CL_MEM_COPY_OVERLAP);
    IS(clEnqueueCopyBufferRect(q, b, b, src, down, region, 8, 16, 8, 16, 0, NULL, NULL),
       CL_MEM_COPY_OVERLAP);
    IS(clEnqueueCopyBufferRect(q, b, b, src, beside, region, 8, 16, 16, 32, 0, NULL, NULL),
       CL_INVALID_VALUE);
    OK(clEnqueueCopyBufferRect(q, b, b, src, beside, region, 8, 16, 8, 16, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, b, CL_TRUE, 0, 64, got, 0, NULL, NULL));
    // bytes 0-3 went to 4-7 and 8-11 to 12-15; every other byte kept its value
    for (int i = 0; i < 64; i++) {
        int want = (i >= 4 && i < 8) || (i >= 12 && i < 16) ? i - 4 : i;
        CHECK(got[i] == want, "byte %d: %d, expected %d", i, got[i], want);
    }
    OK(clReleaseMemObject(b));
    // an 8 x 8 image: 4 x 4 boxes that meet, and boxes apart
    cl_image_format f = {CL_R, CL_UNSIGNED_INT32};
    cl_image_desc desc = {CL_MEM_OBJECT_IMAGE2D, 8, 8, 0, 0, 0, 0, 0, 0, {NULL}};
    cl_uint texels[64], back[64];
    for (int i = 0; i < 64; i++) texels[i] = (cl_uint)i;
    cl_mem im = clCreateImage(ctx, CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, &f, &desc, texels,
                              &err);
    OK(err);
    size_t box[3] = {4, 4, 1}, o[3] = {0, 0, 0}, meets[3] = {2, 3, 0}, apart[3] = {4, 4, 0};
    size_t whole[3] = {8, 8, 1};
    IS(clEnqueueCopyImage(q, im, im, o, meets, box, 0, NULL, NULL), CL_MEM_COPY_OVERLAP);
    OK(clEnqueueCopyImage(q, im, im, o, apart, box, 0, NULL, NULL));
    OK(clEnqueueReadImage(q, im, CL_TRUE, o, whole, 0, 0, back, 0, NULL, NULL));
    // texel (x, y) of the lower-right quarter now holds texel (x - 4, y - 4)
    for (int y = 0; y < 8; y++) {
        for (int x = 0; x < 8; x++) {
            cl_uint want = x >= 4 && y >= 4 ? (cl_uint)((y - 4) * 8 + x - 4) : (cl_uint)(y * 8 + x);
            CHECK(back[y * 8 + x] == want, "texel (%d, %d): %u, expected %u", x, y,
                  back[y * 8 + x], want);
        }
    }
    OK(clReleaseMemObject(im));
    printf("ok: overlapping copy rectangles\n");
}

int main(int argc, char **argv) {
    CHECK(argc >= 2, "usage: robust_mem cases | wrap N | rest");
    if (strcmp(argv[1], "cases") == 0) {
        printf("%d\n", WRAP_CASES);
        return 0;
    }
    setup();
    if (strcmp(argv[1], "wrap") == 0 && argc == 3) {
        wrapping(atoi(argv[2]));
    } else if (strcmp(argv[1], "rest") == 0) {
        mappings();
        host_pitches();
        host_access();
        formats();
        copy_rect_overlap();
    } else {
        CHECK(0, "unknown mode %s", argv[1]);
    }
    OK(clReleaseCommandQueue(q));
    OK(clReleaseContext(ctx));
    printf("all passed\n");
    return 0;
}
