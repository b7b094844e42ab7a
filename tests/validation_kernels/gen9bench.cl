// Kernels of the shapes of the public Gen9 benchmark rows in docs/validation.md, written
// from the benchmarks' published descriptions (not their sources): dependent multiply-add
// chains per type (krrishnarraj/clpeak "compute" tests and ProjectPhysX/OpenCL-Benchmark's
// FP64..INT8 tests) and streaming reads and writes (clpeak "global memory bandwidth",
// OpenCL-Benchmark's coalesced and misaligned tests). Compiled by tests/regen-kernels.sh.

// clpeak-style chains: two values updated in turn, x = y*x + y; y = x*y + x, 256 pairs
// (1024 operations) per work-item.
#define PAIR(x, y) x = (y * x) + y; y = (x * y) + x;
#define PAIR8(x, y) PAIR(x, y) PAIR(x, y) PAIR(x, y) PAIR(x, y) PAIR(x, y) PAIR(x, y) PAIR(x, y) PAIR(x, y)

__kernel void chain_float(__global float *out, float a) {
    float x = a, y = (float)get_local_id(0);
    for (int j = 0; j < 32; j++) { PAIR8(x, y) }
    out[get_global_id(0)] = y;
}

__kernel void chain_mad_float(__global float *out, float a) {
    float x = a, y = (float)get_local_id(0);
    for (int j = 0; j < 32; j++) {
        _Pragma("unroll")
        for (int i = 0; i < 8; i++) { x = mad(y, x, y); y = mad(x, y, x); }
    }
    out[get_global_id(0)] = y;
}

#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// fma(): the drivers of the logs fused half mad() into one instruction (the logged half
// rate is twice the float rate); the local compiler keeps mad() on half as mul + add.
__kernel void chain_half(__global half *out, float a) {
    half x = (half)a, y = (half)get_local_id(0);
    for (int j = 0; j < 32; j++) {
        _Pragma("unroll")
        for (int i = 0; i < 8; i++) { x = fma(y, x, y); y = fma(x, y, x); }
    }
    out[get_global_id(0)] = y;
}

// Devices without fp64 (Gen11, Gen12LP) build the file without its double kernels.
#ifdef cl_khr_fp64
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void chain_double(__global double *out, float a) {
    double x = a, y = (double)get_local_id(0);
    for (int j = 0; j < 32; j++) {
        _Pragma("unroll")
        for (int i = 0; i < 8; i++) { x = mad(y, x, y); y = mad(x, y, x); }
    }
    out[get_global_id(0)] = y;
}
#endif

__kernel void chain_int(__global int *out, int a) {
    int x = a, y = (int)get_local_id(0);
    for (int j = 0; j < 32; j++) { PAIR8(x, y) }
    out[get_global_id(0)] = y;
}

// OpenCL-Benchmark-style chains: x and y start from the global and local ids.
#ifdef cl_khr_fp64
__kernel void ratio_double(__global float *out) {
    double x = (double)get_global_id(0), y = (double)get_local_id(0);
    for (uint i = 0; i < 128; i++) { x = fma(y, x, y); y = fma(x, y, x); }
    out[get_global_id(0)] = (float)y;
}
#endif

__kernel void ratio_float(__global float *out) {
    float x = (float)get_global_id(0), y = (float)get_local_id(0);
    for (uint i = 0; i < 128; i++) { x = fma(y, x, y); y = fma(x, y, x); }
    out[get_global_id(0)] = y;
}

__kernel void ratio_half2(__global float *out) {
    half2 x = (half2)((float)get_global_id(0), (float)get_local_id(0));
    half2 y = (half2)((float)get_local_id(0), (float)get_global_id(0));
    for (uint i = 0; i < 128; i++) { x = fma(y, x, y); y = fma(x, y, x); } // fused, as chain_half
    out[get_global_id(0)] = (float)y.x + (float)y.y;
}

__kernel void ratio_long(__global float *out) {
    long x = (long)get_global_id(0), y = (long)get_local_id(0);
    for (uint i = 0; i < 8; i++) { x = y * x + y; y = x * y + x; }
    out[get_global_id(0)] = as_float((int)y);
}

__kernel void ratio_int(__global float *out) {
    int x = (int)get_global_id(0), y = (int)get_local_id(0);
    for (uint i = 0; i < 128; i++) { x = y * x + y; y = x * y + x; }
    out[get_global_id(0)] = as_float(y);
}

__kernel void ratio_short2(__global float *out) {
    short2 x = as_short2((uint)get_global_id(0)), y = as_short2((uint)get_local_id(0));
    for (uint i = 0; i < 128; i++) { x = y * x + y; y = x * y + x; }
    out[get_global_id(0)] = as_float(y);
}

// A 4-wide byte dot product with accumulate, written out (Gen9 has no dp4a instruction).
int dot4_acc(char4 a, char4 b, int c) {
    return c + a.x * b.x + a.y * b.y + a.z * b.z + a.w * b.w;
}

__kernel void ratio_char4(__global float *out) {
    char4 x = as_char4((uint)get_global_id(0)), y = as_char4((uint)get_local_id(0));
    for (uint i = 0; i < 64; i++) {
        x = as_char4(dot4_acc(y, x, as_int(y)));
        y = as_char4(dot4_acc(x, y, as_int(x)));
    }
    out[get_global_id(0)] = as_float(y);
}

// clpeak-style bandwidth: each work-item sums 16 elements, one per step of the group's size,
// from a block of 16 x local-size elements per group.
#define BW_KERNEL(NAME, T, REDUCE)                                                      \
__kernel void NAME(__global T *in, __global float *out) {                                 \
    int id = get_group_id(0) * get_local_size(0) * 16 + get_local_id(0);                  \
    T s = 0;                                                                              \
    for (int i = 0; i < 16; i++) { s += in[id]; id += get_local_size(0); }                 \
    out[get_global_id(0)] = REDUCE;                                                       \
}
BW_KERNEL(bw_float, float, s)
BW_KERNEL(bw_float2, float2, s.x + s.y)
BW_KERNEL(bw_float4, float4, s.x + s.y + s.z + s.w)
BW_KERNEL(bw_float8, float8, s.s0 + s.s1 + s.s2 + s.s3 + s.s4 + s.s5 + s.s6 + s.s7)
BW_KERNEL(bw_float16, float16, s.s0 + s.s1 + s.s2 + s.s3 + s.s4 + s.s5 + s.s6 + s.s7 + s.s8 + s.s9 + s.sa + s.sb + s.sc + s.sd + s.se + s.sf)

// OpenCL-Benchmark-style patterns over a buffer of n x 16 floats (n work-items): coalesced,
// element i*n + gid; misaligned, element gid*16 + i (each work-item owns 16 consecutive).
__kernel void coalesced_write(__global float *d, uint n) {
    uint g = get_global_id(0);
    for (uint i = 0; i < 16; i++) d[i * n + g] = as_float(g);
}

__kernel void coalesced_read(__global float *d, uint n) {
    uint g = get_global_id(0);
    float s = 0.0f;
    for (uint i = 0; i < 16; i++) s += d[i * n + g];
    d[g] = s;
}

__kernel void misaligned_write(__global float *d, uint n) {
    uint g = get_global_id(0);
    for (uint i = 0; i < 16; i++) d[g * 16 + i] = as_float(g);
}

__kernel void misaligned_read(__global float *d, uint n) {
    uint g = get_global_id(0);
    float s = 0.0f;
    for (uint i = 0; i < 16; i++) s += d[g * 16 + i];
    d[g] = s;
}
