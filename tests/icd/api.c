// A host program exercising every API group of the eusim OpenCL platform against
// host-computed references. Usage: api KERNELS.cl. Prints "ok: ..." per check; exits 1 on
// the first failure with the check's name and the values seen.
#include "check.h"
#include <CL/cl_ext.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>


static cl_context ctx;
static cl_device_id dev;
static cl_program prog;

static char *slurp(const char *path) {
    FILE *f = fopen(path, "rb");
    CHECK(f, "cannot open %s", path);
    fseek(f, 0, SEEK_END);
    long n = ftell(f);
    fseek(f, 0, SEEK_SET);
    char *s = calloc(n + 1, 1);
    CHECK(fread(s, 1, n, f) == (size_t)n, "short read of %s", path);
    fclose(f);
    return s;
}

static cl_kernel kernel(const char *name) {
    cl_int err;
    cl_kernel k = clCreateKernel(prog, name, &err);
    OK(err);
    return k;
}

static cl_mem buffer(cl_mem_flags flags, size_t size, void *host) {
    cl_int err;
    cl_mem m = clCreateBuffer(ctx, flags, size, host, &err);
    OK(err);
    return m;
}

static void platform_and_device(void) {
    cl_platform_id p;
    cl_uint n;
    char name[256];
    OK(clGetPlatformIDs(1, &p, &n));
    OK(clGetPlatformInfo(p, CL_PLATFORM_NAME, sizeof name, name, NULL));
    CHECK(strcmp(name, "eusim") == 0, "platform name %s", name);
    OK(clGetDeviceIDs(p, CL_DEVICE_TYPE_GPU, 1, &dev, NULL));
    cl_uint cus, mhz;
    OK(clGetDeviceInfo(dev, CL_DEVICE_MAX_COMPUTE_UNITS, sizeof cus, &cus, NULL));
    OK(clGetDeviceInfo(dev, CL_DEVICE_MAX_CLOCK_FREQUENCY, sizeof mhz, &mhz, NULL));
    // gen9-gt2: 3 subslices of 8 EUs at 1150 MHz (EUSIM_SET changes the slices to 2 below)
    CHECK(cus == 48 && mhz == 1150, "compute units %u clock %u (expected 48, 1150)", cus, mhz);
    size_t sg[8], sgn;
    OK(clGetDeviceInfo(dev, CL_DEVICE_SUB_GROUP_SIZES_INTEL, sizeof sg, sg, &sgn));
    CHECK(sgn == 3 * sizeof(size_t) && sg[0] == 8 && sg[1] == 16 && sg[2] == 32, "sub-group sizes");
    char ext[2048];
    OK(clGetDeviceInfo(dev, CL_DEVICE_EXTENSIONS, sizeof ext, ext, NULL));
    CHECK(strstr(ext, "cl_intel_subgroups") && strstr(ext, "cl_khr_subgroups") &&
              strstr(ext, "cl_intel_media_block_io"), "extensions %s", ext);
    cl_int err;
    ctx = clCreateContext(NULL, 1, &dev, NULL, NULL, &err);
    OK(err);
    printf("ok: platform, device, context\n");
}

static void build(const char *path) {
    cl_int err;
    // a compile error: CL_BUILD_PROGRAM_FAILURE and ocloc's log naming the problem
    const char *bad = "kernel void k(global int* p) { p[0] = undefined_name; }";
    cl_program b = clCreateProgramWithSource(ctx, 1, &bad, NULL, &err);
    OK(err);
    CHECK(clBuildProgram(b, 1, &dev, "", NULL, NULL) == CL_BUILD_PROGRAM_FAILURE, "bad build");
    char log[8192];
    OK(clGetProgramBuildInfo(b, dev, CL_PROGRAM_BUILD_LOG, sizeof log, log, NULL));
    CHECK(strstr(log, "undefined_name"), "build log: %s", log);
    OK(clReleaseProgram(b));

    char *src = slurp(path);
    cl_program s = clCreateProgramWithSource(ctx, 1, (const char **)&src, NULL, &err);
    OK(err);
    OK(clBuildProgram(s, 1, &dev, "-DSCALE=3 -cl-std=CL2.0", NULL, NULL));
    // the binary round trip: CL_PROGRAM_BINARIES into clCreateProgramWithBinary
    size_t size;
    OK(clGetProgramInfo(s, CL_PROGRAM_BINARY_SIZES, sizeof size, &size, NULL));
    unsigned char *bin = malloc(size);
    OK(clGetProgramInfo(s, CL_PROGRAM_BINARIES, sizeof bin, &bin, NULL));
    cl_int status;
    prog = clCreateProgramWithBinary(ctx, 1, &dev, &size, (const unsigned char **)&bin, &status, &err);
    OK(err);
    OK(status);
    OK(clBuildProgram(prog, 1, &dev, NULL, NULL, NULL));
    char names[512];
    OK(clGetProgramInfo(prog, CL_PROGRAM_KERNEL_NAMES, sizeof names, names, NULL));
    CHECK(strstr(names, "axpb;") && strstr(names, "media"), "kernel names %s", names);
    OK(clReleaseProgram(s));
    free(bin);
    free(src);
    printf("ok: build log, -D options, binaries\n");
}

static void kernels_and_ndrange(cl_command_queue q) {
    enum { N = 1024 };
    int a[N], out[N];
    for (int i = 0; i < N; i++) a[i] = i * 7 - 300;
    cl_mem ab = buffer(CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, sizeof a, a);
    cl_mem ob = buffer(CL_MEM_WRITE_ONLY, sizeof out, NULL);
    cl_kernel k = kernel("axpb");
    char arg[64];
    OK(clGetKernelArgInfo(k, 2, CL_KERNEL_ARG_NAME, sizeof arg, arg, NULL));
    CHECK(strcmp(arg, "b") == 0, "arg name %s", arg);
    OK(clGetKernelArgInfo(k, 0, CL_KERNEL_ARG_TYPE_NAME, sizeof arg, arg, NULL));
    CHECK(strcmp(arg, "int*") == 0, "arg type %s", arg);
    size_t wg;
    OK(clGetKernelWorkGroupInfo(k, dev, CL_KERNEL_WORK_GROUP_SIZE, sizeof wg, &wg, NULL));
    CHECK(wg == 256, "work-group size %zu", wg);
    int b = 11;
    OK(clSetKernelArg(k, 0, sizeof ab, &ab));
    OK(clSetKernelArg(k, 1, sizeof ob, &ob));
    OK(clSetKernelArg(k, 2, sizeof b, &b));
    size_t g = N;
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, ob, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    for (int i = 0; i < N; i++) CHECK(out[i] == a[i] * 3 + 11, "axpb[%d] = %d", i, out[i]);

    // 2D with a global offset: only the offset window is written
    enum { W = 64, H = 16 };
    int grid[W * H];
    memset(grid, 0xff, sizeof grid);
    cl_mem gb = buffer(CL_MEM_READ_WRITE | CL_MEM_COPY_HOST_PTR, sizeof grid, grid);
    cl_kernel c = kernel("coords");
    int w = W;
    OK(clSetKernelArg(c, 0, sizeof gb, &gb));
    OK(clSetKernelArg(c, 1, sizeof w, &w));
    size_t off[2] = {16, 4}, gs[2] = {32, 8}, ls[2] = {16, 2};
    OK(clEnqueueNDRangeKernel(q, c, 2, off, gs, ls, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, gb, CL_TRUE, 0, sizeof grid, grid, 0, NULL, NULL));
    for (int y = 0; y < H; y++)
        for (int x = 0; x < W; x++) {
            int inside = x >= 16 && x < 48 && y >= 4 && y < 12;
            int want = inside ? 1000 * y + x : -1;
            CHECK(grid[y * W + x] == want, "coords (%d, %d) = %d, want %d", x, y, grid[y * W + x], want);
        }
    OK(clReleaseKernel(c));
    OK(clReleaseKernel(k));
    OK(clReleaseMemObject(gb));
    OK(clReleaseMemObject(ab));
    OK(clReleaseMemObject(ob));
    printf("ok: kernels, arg info, NDRange 1D and 2D with offsets\n");
}

static void subgroups(cl_command_queue q) {
    enum { N = 64 };
    cl_uint in[N], out[N + 1];
    for (int i = 0; i < N; i++) in[i] = 0x1000 + i * 3;
    cl_mem ib = buffer(CL_MEM_COPY_HOST_PTR, sizeof in, in);
    cl_mem ob = buffer(CL_MEM_READ_WRITE, sizeof out, NULL);
    cl_kernel k = kernel("rotate");
    size_t local = 32, sg;
    OK(clGetKernelSubGroupInfo(k, dev, CL_KERNEL_MAX_SUB_GROUP_SIZE_FOR_NDRANGE, sizeof local, &local, sizeof sg, &sg, NULL));
    CHECK(sg == 16, "max sub-group size %zu", sg);
    OK(clGetKernelSubGroupInfo(k, dev, CL_KERNEL_SUB_GROUP_COUNT_FOR_NDRANGE, sizeof local, &local, sizeof sg, &sg, NULL));
    CHECK(sg == 2, "sub-group count %zu", sg);
    OK(clSetKernelArg(k, 0, sizeof ib, &ib));
    OK(clSetKernelArg(k, 1, sizeof ob, &ob));
    size_t g = N;
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &local, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, ob, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    for (int i = 0; i < N; i++) {
        int base = i / 16 * 16, want = in[base + (i % 16 + 1) % 16];
        CHECK(out[i] == (cl_uint)want, "shuffle[%d] = %u, want %d", i, out[i], want);
    }
    CHECK(out[N] == 16, "sub-group size %u", out[N]);

    cl_kernel bk = kernel("block");
    OK(clSetKernelArg(bk, 0, sizeof ib, &ib));
    OK(clSetKernelArg(bk, 1, sizeof ob, &ob));
    OK(clEnqueueNDRangeKernel(q, bk, 1, NULL, &g, &local, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, ob, CL_TRUE, 0, N * 4, out, 0, NULL, NULL));
    for (int i = 0; i < N; i++) CHECK(out[i] == in[i] * 2, "block read[%d] = %u", i, out[i]);
    OK(clReleaseKernel(k));
    OK(clReleaseKernel(bk));
    OK(clReleaseMemObject(ib));
    OK(clReleaseMemObject(ob));
    printf("ok: sub-group shuffle, sub-group info, block read\n");
}

static void images(cl_command_queue q) {
    enum { W = 32, H = 16 };
    cl_uint px[W * H];
    for (int i = 0; i < W * H; i++) px[i] = 0xa0000 + i;
    cl_image_format f = {CL_R, CL_UNSIGNED_INT32};
    cl_image_desc d = {CL_MEM_OBJECT_IMAGE2D, W, H};
    cl_int err;
    cl_mem img = clCreateImage(ctx, CL_MEM_READ_ONLY, &f, &d, NULL, &err);
    OK(err);
    size_t o[3] = {0, 0, 0}, r[3] = {W, H, 1};
    OK(clEnqueueWriteImage(q, img, CL_TRUE, o, r, 0, 0, px, 0, NULL, NULL));
    cl_uint mb[64];
    cl_mem mbuf = buffer(CL_MEM_WRITE_ONLY, sizeof mb, NULL);
    cl_kernel k = kernel("media");
    int x0 = 4 * 4, y0 = 3;
    OK(clSetKernelArg(k, 0, sizeof img, &img));
    OK(clSetKernelArg(k, 1, sizeof mbuf, &mbuf));
    OK(clSetKernelArg(k, 2, sizeof x0, &x0));
    OK(clSetKernelArg(k, 3, sizeof y0, &y0));
    size_t g = 8;
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &g, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, mbuf, CL_TRUE, 0, sizeof mb, mb, 0, NULL, NULL));
    for (int i = 0; i < 8; i++)
        for (int l = 0; l < 8; l++)
            CHECK(mb[8 * i + l] == px[(y0 + i) * W + 4 + l], "media block (%d, %d) = %x", i, l, mb[8 * i + l]);

    // RGBA8 image copy through a sampler kernel, read back as a rectangle
    cl_image_format f4 = {CL_RGBA, CL_UNSIGNED_INT8};
    unsigned char rgba[W * H * 4], out4[W * H * 4];
    for (int i = 0; i < W * H * 4; i++) rgba[i] = (unsigned char)(i * 5);
    cl_mem src = clCreateImage(ctx, CL_MEM_READ_ONLY | CL_MEM_COPY_HOST_PTR, &f4, &d, rgba, &err);
    OK(err);
    cl_mem dst = clCreateImage(ctx, CL_MEM_WRITE_ONLY, &f4, &d, NULL, &err);
    OK(err);
    cl_sampler_properties sp[] = {CL_SAMPLER_NORMALIZED_COORDS, CL_FALSE, CL_SAMPLER_ADDRESSING_MODE,
                                  CL_ADDRESS_CLAMP_TO_EDGE, CL_SAMPLER_FILTER_MODE, CL_FILTER_NEAREST, 0};
    cl_sampler s = clCreateSamplerWithProperties(ctx, sp, &err);
    OK(err);
    cl_kernel ck = kernel("imgcopy");
    OK(clSetKernelArg(ck, 0, sizeof src, &src));
    OK(clSetKernelArg(ck, 1, sizeof dst, &dst));
    cl_bool norm;
    OK(clGetSamplerInfo(s, CL_SAMPLER_NORMALIZED_COORDS, sizeof norm, &norm, NULL));
    CHECK(norm == CL_FALSE, "sampler info");
    size_t g2[2] = {W, H};
    OK(clEnqueueNDRangeKernel(q, ck, 2, NULL, g2, NULL, 0, NULL, NULL));
    OK(clEnqueueReadImage(q, dst, CL_TRUE, o, r, 0, 0, out4, 0, NULL, NULL));
    for (int i = 0; i < W * H * 4; i++)
        // write_imageui converts to the 8-bit channel with saturation (OpenCL C 6.15.15.6)
        CHECK(out4[i] == (rgba[i] == 255 ? 255 : rgba[i] + 1), "imgcopy byte %d = %u", i, out4[i]);
    // map a window of the image
    size_t mo[3] = {2, 3, 0}, mr[3] = {4, 2, 1}, pitch;
    unsigned char *m = clEnqueueMapImage(q, dst, CL_TRUE, CL_MAP_READ, mo, mr, &pitch, NULL, 0, NULL, NULL, &err);
    OK(err);
    for (int y = 0; y < 2; y++)
        for (int x = 0; x < 16; x++)
            CHECK(m[y * pitch + x] == out4[((3 + y) * W + 2) * 4 + x], "mapped image byte");
    OK(clEnqueueUnmapMemObject(q, dst, m, 0, NULL, NULL));
    // a 1D image array's mapped layers are the slice pitch apart (OpenCL 3.0, clEnqueueMapImage:
    // "the size in bytes of each 1D ... image in a 1D ... image array"); a 2D image reports 0,
    // with and without CL_MEM_USE_HOST_PTR
    {
        enum { AW = 10, AL = 5 };
        static unsigned char layers[AL][AW * 4];
        for (int i = 0; i < AL * AW * 4; i++) layers[i / (AW * 4)][i % (AW * 4)] = (unsigned char)(i * 7 + 3);
        cl_image_desc ad = {CL_MEM_OBJECT_IMAGE1D_ARRAY, AW, 0, 0, AL, 0, 0, 0, 0, {NULL}};
        cl_mem_flags how[2] = {CL_MEM_COPY_HOST_PTR, CL_MEM_USE_HOST_PTR};
        for (int h = 0; h < 2; h++) {
            cl_mem arr = clCreateImage(ctx, CL_MEM_READ_WRITE | how[h], &f4, &ad, layers, &err);
            OK(err);
            size_t ao[3] = {3, 1, 0}, ar[3] = {4, 3, 1}, rp = 0, sp = 0;
            unsigned char *am = clEnqueueMapImage(q, arr, CL_TRUE, CL_MAP_READ, ao, ar, &rp, &sp, 0, NULL, NULL, &err);
            OK(err);
            CHECK(sp >= 16, "1D array map slice pitch %zu", sp);
            for (int l = 0; l < 3; l++)
                for (int x = 0; x < 16; x++)
                    CHECK(am[l * sp + x] == layers[1 + l][3 * 4 + x], "1D array mapped byte (layer %d, %d)", l, x);
            OK(clEnqueueUnmapMemObject(q, arr, am, 0, NULL, NULL));
            OK(clFinish(q));
            OK(clReleaseMemObject(arr));
        }
        size_t sp2 = 1;
        m = clEnqueueMapImage(q, dst, CL_TRUE, CL_MAP_READ, mo, mr, &pitch, &sp2, 0, NULL, NULL, &err);
        OK(err);
        CHECK(sp2 == 0, "2D map slice pitch %zu", sp2);
        OK(clEnqueueUnmapMemObject(q, dst, m, 0, NULL, NULL));
    }
    OK(clFinish(q));
    OK(clReleaseKernel(k));
    OK(clReleaseKernel(ck));
    OK(clReleaseSampler(s));
    cl_mem ms[] = {img, mbuf, src, dst};
    for (int i = 0; i < 4; i++) OK(clReleaseMemObject(ms[i]));
    printf("ok: images, media block read, samplers, image map\n");
}

static void buffers(cl_command_queue q) {
    enum { N = 256 };
    int host[N], got[N];
    for (int i = 0; i < N; i++) host[i] = i;
    // USE_HOST_PTR: mapping gives back the application's memory with the device's bytes
    cl_mem u = buffer(CL_MEM_USE_HOST_PTR, sizeof host, host);
    int pattern = 0x5a5a;
    OK(clEnqueueFillBuffer(q, u, &pattern, sizeof pattern, 64 * 4, 32 * 4, 0, NULL, NULL));
    cl_int err;
    int *p = clEnqueueMapBuffer(q, u, CL_TRUE, CL_MAP_READ | CL_MAP_WRITE, 0, sizeof host, 0, NULL, NULL, &err);
    OK(err);
    CHECK(p == host, "USE_HOST_PTR map returned %p, not the host pointer %p", (void *)p, (void *)host);
    for (int i = 0; i < N; i++) CHECK(p[i] == (i >= 64 && i < 96 ? 0x5a5a : i), "fill[%d] = %d", i, p[i]);
    p[5] = -5;
    OK(clEnqueueUnmapMemObject(q, u, p, 0, NULL, NULL));
    // sub-buffer at 128 ints shares the parent's bytes
    cl_buffer_region reg = {128 * 4, 64 * 4};
    cl_mem sub = clCreateSubBuffer(u, CL_MEM_READ_WRITE, CL_BUFFER_CREATE_TYPE_REGION, &reg, &err);
    OK(err);
    int seven[64];
    for (int i = 0; i < 64; i++) seven[i] = 7000 + i;
    OK(clEnqueueWriteBuffer(q, sub, CL_TRUE, 0, sizeof seven, seven, 0, NULL, NULL));
    // copy and rect: parent -> c, then read back a 3x4 rectangle of a 16-int-wide view
    cl_mem c = buffer(CL_MEM_ALLOC_HOST_PTR, sizeof host, NULL);
    OK(clEnqueueCopyBuffer(q, u, c, 0, 0, sizeof host, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, c, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
    for (int i = 0; i < N; i++) {
        int want = i == 5 ? -5 : i >= 128 && i < 192 ? 7000 + i - 128 : i >= 64 && i < 96 ? 0x5a5a : i;
        CHECK(got[i] == want, "copy[%d] = %d, want %d", i, got[i], want);
    }
    int rect[12];
    size_t bo[3] = {2 * 4, 1, 0}, ho[3] = {0, 0, 0}, rr[3] = {4 * 4, 3, 1};
    OK(clEnqueueReadBufferRect(q, c, CL_TRUE, bo, ho, rr, 16 * 4, 0, 4 * 4, 0, rect, 0, NULL, NULL));
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 4; x++)
            CHECK(rect[y * 4 + x] == got[(1 + y) * 16 + 2 + x], "rect (%d, %d) = %d", x, y, rect[y * 4 + x]);
    int ones[12];
    for (int i = 0; i < 12; i++) ones[i] = -1;
    OK(clEnqueueWriteBufferRect(q, c, CL_TRUE, bo, ho, rr, 16 * 4, 0, 4 * 4, 0, ones, 0, NULL, NULL));
    size_t so[3] = {0, 0, 0}, d0[3] = {0, 8, 0};
    OK(clEnqueueCopyBufferRect(q, c, c, bo, d0, rr, 16 * 4, 0, 16 * 4, 0, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, c, CL_TRUE, 0, sizeof got, got, 0, NULL, NULL));
    for (int y = 0; y < 3; y++)
        for (int x = 0; x < 4; x++) {
            CHECK(got[(1 + y) * 16 + 2 + x] == -1, "write rect");
            CHECK(got[(8 + y) * 16 + x] == -1, "copy rect (%d, %d) = %d", x, y, got[(8 + y) * 16 + x]);
        }
    (void)so;
    cl_mem objs[] = {sub, u, c};
    for (int i = 0; i < 3; i++) OK(clReleaseMemObject(objs[i]));

    // a float4 by value and local memory
    float a[64], sums[4];
    for (int i = 0; i < 64; i++) a[i] = (float)i;
    cl_mem fa = buffer(CL_MEM_COPY_HOST_PTR, sizeof a, a);
    cl_mem fo = buffer(CL_MEM_READ_WRITE, sizeof sums, NULL);
    cl_kernel k = kernel("vec_local");
    cl_float4 v = {{2.0f, 0.0f, 0.0f, 0.5f}};
    OK(clSetKernelArg(k, 0, sizeof fa, &fa));
    OK(clSetKernelArg(k, 1, sizeof fo, &fo));
    OK(clSetKernelArg(k, 2, sizeof v, &v));
    OK(clSetKernelArg(k, 3, 16 * sizeof(float), NULL));
    size_t g = 64, l = 16;
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, fo, CL_TRUE, 0, sizeof sums, sums, 0, NULL, NULL));
    for (int w = 0; w < 4; w++) {
        float want = 0;
        for (int i = 0; i < 16; i++) want += a[16 * w + i] * 2.0f + 0.5f;
        CHECK(sums[w] == want, "group %d sum %f, want %f", w, sums[w], want);
    }
    OK(clReleaseKernel(k));
    OK(clReleaseMemObject(fa));
    OK(clReleaseMemObject(fo));
    printf("ok: host-pointer flags, fill, map, sub-buffer, copy, rect, float4 and local args\n");
}

static void CL_CALLBACK on_complete(cl_event e, cl_int status, void *data) {
    (void)e;
    *(cl_int *)data = status == CL_COMPLETE ? 1 : -1;
}

static cl_ulong kernel_ns(cl_command_queue q, cl_kernel k, size_t g) {
    cl_event e;
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 0, NULL, &e));
    OK(clWaitForEvents(1, &e));
    cl_ulong t0, t1;
    OK(clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_START, sizeof t0, &t0, NULL));
    OK(clGetEventProfilingInfo(e, CL_PROFILING_COMMAND_END, sizeof t1, &t1, NULL));
    OK(clReleaseEvent(e));
    return t1 - t0;
}

static void events(cl_command_queue q) {
    enum { N = 256 };
    int a[N], out[N];
    for (int i = 0; i < N; i++) a[i] = i;
    cl_int err;
    cl_mem ab = buffer(CL_MEM_COPY_HOST_PTR, sizeof a, a);
    cl_mem ob = buffer(CL_MEM_READ_WRITE, sizeof out, NULL);
    cl_kernel k = kernel("axpb");
    int b = 1;
    OK(clSetKernelArg(k, 0, sizeof ab, &ab));
    OK(clSetKernelArg(k, 1, sizeof ob, &ob));
    OK(clSetKernelArg(k, 2, sizeof b, &b));
    // a user event holds the kernel back
    cl_event user = clCreateUserEvent(ctx, &err);
    OK(err);
    cl_event kev, mark;
    size_t g = N;
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 1, &user, &kev));
    cl_int flag = 0;
    OK(clSetEventCallback(kev, CL_COMPLETE, on_complete, &flag));
    OK(clEnqueueMarkerWithWaitList(q, 1, &kev, &mark));
    cl_int st;
    OK(clGetEventInfo(kev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
    CHECK(st > CL_COMPLETE, "kernel ran before its user event: status %d", st);
    OK(clSetUserEventStatus(user, CL_COMPLETE));
    OK(clWaitForEvents(1, &mark));
    OK(clGetEventInfo(kev, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
    CHECK(st == CL_COMPLETE && flag == 1, "status %d callback %d", st, flag);
    OK(clEnqueueBarrierWithWaitList(q, 0, NULL, NULL));
    OK(clEnqueueReadBuffer(q, ob, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
    for (int i = 0; i < N; i++) CHECK(out[i] == a[i] * 3 + 1, "after user event [%d] = %d", i, out[i]);
    // a failed user event fails its dependants
    cl_event bad = clCreateUserEvent(ctx, &err), dep;
    OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 1, &bad, &dep));
    OK(clSetUserEventStatus(bad, -42));
    CHECK(clWaitForEvents(1, &dep) == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, "dependant of a failed event");
    // profiling: the simulated time is positive and the same on every run
    cl_ulong t1 = kernel_ns(q, k, N), t2 = kernel_ns(q, k, N);
    CHECK(t1 > 0 && t1 == t2, "kernel times %llu and %llu", (unsigned long long)t1, (unsigned long long)t2);
    cl_event evs[] = {user, kev, mark, bad, dep};
    for (int i = 0; i < 5; i++) OK(clReleaseEvent(evs[i]));
    OK(clReleaseKernel(k));
    OK(clReleaseMemObject(ab));
    OK(clReleaseMemObject(ob));
    printf("ok: user events, callbacks, markers, barriers, profiling %llu ns twice\n", (unsigned long long)t1);
}

static void errors(cl_command_queue q) {
    cl_int err;
    int x = 0;
    CHECK(clCreateBuffer(NULL, 0, 4, NULL, &err) == NULL && err == CL_INVALID_CONTEXT, "NULL context");
    CHECK(clCreateBuffer((cl_context)q, 0, 4, NULL, &err) == NULL && err == CL_INVALID_CONTEXT, "queue as context");
    CHECK(clCreateBuffer(ctx, 0, 0, NULL, &err) == NULL && err == CL_INVALID_BUFFER_SIZE, "zero size");
    CHECK(clCreateBuffer(ctx, CL_MEM_USE_HOST_PTR, 4, NULL, &err) == NULL && err == CL_INVALID_HOST_PTR, "USE_HOST_PTR without pointer");
    cl_mem m = buffer(CL_MEM_READ_WRITE, 64, NULL);
    OK(clReleaseMemObject(m));
    CHECK(clReleaseMemObject(m) == CL_INVALID_MEM_OBJECT, "double release");
    cl_kernel k = kernel("axpb");
    CHECK(clSetKernelArg(k, 0, sizeof m, &m) == CL_INVALID_MEM_OBJECT, "released buffer as argument");
    CHECK(clSetKernelArg(k, 2, 2, &x) == CL_INVALID_ARG_SIZE, "wrong scalar size");
    CHECK(clSetKernelArg(k, 9, 4, &x) == CL_INVALID_ARG_INDEX, "argument index");
    size_t g = 100, l = 7;
    CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL) == CL_INVALID_KERNEL_ARGS, "unset args");
    cl_mem ab = buffer(CL_MEM_READ_WRITE, 400, NULL);
    OK(clSetKernelArg(k, 0, sizeof ab, &ab));
    OK(clSetKernelArg(k, 1, sizeof ab, &ab));
    OK(clSetKernelArg(k, 2, sizeof x, &x));
    CHECK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, &l, 0, NULL, NULL) == CL_INVALID_WORK_GROUP_SIZE, "100 %% 7");
    CHECK(clEnqueueNDRangeKernel(q, (cl_kernel)ab, 1, NULL, &g, NULL, 0, NULL, NULL) == CL_INVALID_KERNEL, "buffer as kernel");
    CHECK(clEnqueueNDRangeKernel(q, k, 4, NULL, &g, NULL, 0, NULL, NULL) == CL_INVALID_WORK_DIMENSION, "4 dimensions");
    CHECK(clCreateKernel(prog, "no_such", &err) == NULL && err == CL_INVALID_KERNEL_NAME, "kernel name");
    CHECK(clEnqueueReadBuffer(q, ab, CL_TRUE, 396, 8, &x, 0, NULL, NULL) == CL_INVALID_VALUE, "read past the end");
    CHECK(clWaitForEvents(1, (cl_event *)&ab) == CL_INVALID_EVENT, "buffer as event");
    CHECK(clGetDeviceInfo(dev, 0x7fffffff, 4, &x, NULL) == CL_INVALID_VALUE, "unknown device info");
    // a kernel fault: the event fails, the simulator's message goes to stderr
    cl_kernel o = kernel("oob");
    OK(clSetKernelArg(o, 0, sizeof ab, &ab));
    cl_event e;
    g = 16;
    OK(clEnqueueNDRangeKernel(q, o, 1, NULL, &g, NULL, 0, NULL, &e));
    CHECK(clWaitForEvents(1, &e) == CL_EXEC_STATUS_ERROR_FOR_EVENTS_IN_WAIT_LIST, "fault wait");
    cl_int st;
    OK(clGetEventInfo(e, CL_EVENT_COMMAND_EXECUTION_STATUS, sizeof st, &st, NULL));
    CHECK(st < 0, "faulting kernel status %d", st);
    OK(clReleaseEvent(e));
    OK(clReleaseKernel(o));
    OK(clReleaseKernel(k));
    OK(clReleaseMemObject(ab));
    printf("ok: error codes, kernel fault\n");
}

struct job {
    int id;
    int ok;
};

static void *worker(void *arg) {
    struct job *j = arg;
    cl_int err;
    cl_command_queue q = clCreateCommandQueueWithProperties(ctx, dev, NULL, &err);
    OK(err);
    cl_kernel k = kernel("axpb");
    enum { N = 512 };
    int a[N], out[N];
    for (int i = 0; i < N; i++) a[i] = i * (j->id + 2);
    cl_mem ab = buffer(CL_MEM_COPY_HOST_PTR, sizeof a, a), ob = buffer(CL_MEM_READ_WRITE, sizeof out, NULL);
    int b = j->id;
    OK(clSetKernelArg(k, 0, sizeof ab, &ab));
    OK(clSetKernelArg(k, 1, sizeof ob, &ob));
    OK(clSetKernelArg(k, 2, sizeof b, &b));
    size_t g = N;
    j->ok = 1;
    for (int rep = 0; rep < 3; rep++) {
        OK(clEnqueueNDRangeKernel(q, k, 1, NULL, &g, NULL, 0, NULL, NULL));
        OK(clEnqueueReadBuffer(q, ob, CL_TRUE, 0, sizeof out, out, 0, NULL, NULL));
        for (int i = 0; i < N; i++) j->ok &= out[i] == a[i] * 3 + b;
    }
    OK(clReleaseMemObject(ab));
    OK(clReleaseMemObject(ob));
    OK(clReleaseKernel(k));
    OK(clReleaseCommandQueue(q));
    return NULL;
}

static void threads(void) {
    pthread_t t[2];
    struct job j[2] = {{0, 0}, {1, 0}};
    for (int i = 0; i < 2; i++) CHECK(pthread_create(&t[i], NULL, worker, &j[i]) == 0, "thread");
    for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
    CHECK(j[0].ok && j[1].ok, "concurrent results %d %d", j[0].ok, j[1].ok);
    printf("ok: two host threads enqueueing concurrently\n");
}

int main(int argc, char **argv) {
    setvbuf(stdout, NULL, _IOLBF, 0);
    CHECK(argc == 2, "usage: api KERNELS.cl");
    platform_and_device();
    build(argv[1]);
    cl_int err;
    cl_queue_properties props[] = {CL_QUEUE_PROPERTIES, CL_QUEUE_PROFILING_ENABLE, 0};
    cl_command_queue q = clCreateCommandQueueWithProperties(ctx, dev, props, &err);
    OK(err);
    kernels_and_ndrange(q);
    subgroups(q);
    buffers(q);
    images(q);
    events(q);
    errors(q);
    threads();
    OK(clReleaseCommandQueue(q));
    OK(clReleaseProgram(prog));
    OK(clReleaseContext(ctx));
    printf("all passed\n");
    return 0;
}
