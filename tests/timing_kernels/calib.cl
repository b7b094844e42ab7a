// Kernels for the calibration tests (tests/calibration.rs, docs/calibration.md). Compiled with
//   ocloc compile -file calib.cl -device skl -options -cl-std=CL2.0
// and the resulting calib_Gen9core.bin committed next to this file.

// Eight independent mad chains per work-item: enough independent work that issue cost, not
// latency, bounds a full EU. Same body at SIMD8 and SIMD16 to compare issue cost.
#define ILP8                                                                        \
    float v = out[get_global_id(0)];                                                \
    float x0 = v, x1 = v + 1.0f, x2 = v + 2.0f, x3 = v + 3.0f;                      \
    float x4 = v + 4.0f, x5 = v + 5.0f, x6 = v + 6.0f, x7 = v + 7.0f;               \
    _Pragma("unroll")                                                               \
    for (int i = 0; i < 64; i++) {                                                  \
        x0 = x0 * x0 + c; x1 = x1 * x1 + c; x2 = x2 * x2 + c; x3 = x3 * x3 + c;     \
        x4 = x4 * x4 + c; x5 = x5 * x5 + c; x6 = x6 * x6 + c; x7 = x7 * x7 + c;     \
    }                                                                               \
    out[get_global_id(0)] = x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7;

__attribute__((intel_reqd_sub_group_size(8)))
__kernel void fma_ilp8_simd8(__global float *out, float c) { ILP8 }

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void fma_ilp8_simd16(__global float *out, float c) { ILP8 }

// clpeak-style FMA throughput: dependent x = x*x + c chains, 2048 per work-item, in a loop
// unrolled by 64, SIMD32 (krrishnarraj/clpeak issue #202 setup).
__attribute__((intel_reqd_sub_group_size(32)))
__kernel void fma_chain_simd32(__global float *out, float c) {
    float x = out[get_global_id(0)];
    for (int j = 0; j < 32; j++) {
        _Pragma("unroll")
        for (int i = 0; i < 64; i++) x = x * x + c;
    }
    out[get_global_id(0)] = x;
}

// Dependent chains of 64 / 192 sub-group shuffles (a rotation by one lane), SIMD16.
#define SHUF(n)                                                                     \
    float x = out[get_global_id(0)];                                                \
    uint lane = (get_sub_group_local_id() + 1) & 15;                                \
    _Pragma("unroll")                                                               \
    for (int i = 0; i < (n); i++) x = intel_sub_group_shuffle(x, lane);             \
    out[get_global_id(0)] = x;

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void shuffle64_simd16(__global float *out) { SHUF(64) }

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void shuffle192_simd16(__global float *out) { SHUF(192) }

// Dependent chains of 64 / 192 adds, SIMD16: the plain-ALU reference for the shuffle chains.
#define ADDS(n)                                                                     \
    float x = out[get_global_id(0)];                                                \
    _Pragma("unroll")                                                               \
    for (int i = 0; i < (n); i++) x = x + c;                                        \
    out[get_global_id(0)] = x;

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void add64_simd16(__global float *out, float c) { ADDS(64) }

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void add192_simd16(__global float *out, float c) { ADDS(192) }

// Streaming copy, one float4 per work-item.
__kernel void copy4(__global const float4 *in, __global float4 *out) {
    out[get_global_id(0)] = in[get_global_id(0)];
}

// Read-mostly stream: 16 float4 per work-item (each pass coalesced across the NDRange), one
// float written, so DRAM traffic is almost all reads.
__kernel void read16(__global const float4 *in, __global float *out) {
    size_t gid = get_global_id(0), n = get_global_size(0);
    float4 s = 0.0f;
    _Pragma("unroll")
    for (int i = 0; i < 16; i++) s += in[i * n + gid];
    out[gid] = s.x + s.y + s.z + s.w;
}

// L3 read bandwidth: every work-item reads `reps` times a window of `words` uints (a power of two) that fits
// in the L3, so after the first pass every line is an L3 hit.
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void l3_read(__global const uint *in, __global uint *out, int words, int reps) {
    uint s = 0;
    int gid = get_global_id(0);
    for (int r = 0; r < reps; r++) {
        int base = (r * 16 * 64) & (words - 1);
        _Pragma("unroll")
        for (int k = 0; k < 4; k++) s += in[(base + k * 1024 + gid) & (words - 1)];
    }
    out[gid] = s;
}

// SLM reads with a lane stride in DWords: stride 1 is bank-conflict free, stride 16 puts
// every lane of a sub-group on the same bank.
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void slm_stride(__global float *out, int stride) {
    __local float buf[1024];
    int lid = get_local_id(0);
    for (int k = lid; k < 1024; k += get_local_size(0)) buf[k] = (float)k;
    barrier(CLK_LOCAL_MEM_FENCE);
    float s = 0.0f;
    _Pragma("unroll")
    for (int i = 0; i < 32; i++) s += buf[(lid * stride + i) & 1023];
    out[get_global_id(0)] = s;
}

// 32 sub-group block reads (one DWord per lane each) vs 32 ordinary loads of the same data.
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void block_read32(__global const uint *in, __global uint *out) {
    const __global uint *p = in + get_group_id(0) * get_local_size(0) * 32
                           + get_sub_group_id() * 16 * 32;
    uint s = 0;
    _Pragma("unroll")
    for (int i = 0; i < 32; i++) s += intel_sub_group_block_read(p + i * 16);
    out[get_global_id(0)] = s;
}

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void gather_read32(__global const uint *in, __global uint *out) {
    const __global uint *p = in + get_group_id(0) * get_local_size(0) * 32
                           + get_sub_group_id() * 16 * 32;
    uint l = get_sub_group_local_id();
    uint s = 0;
    _Pragma("unroll")
    for (int i = 0; i < 32; i++) s += p[i * 16 + l];
    out[get_global_id(0)] = s;
}
