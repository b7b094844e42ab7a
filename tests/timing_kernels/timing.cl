// Kernels for the timing-model tests (tests/timing_*.rs). Compiled with
//   ocloc compile -file timing.cl -device skl -options -cl-std=CL2.0
// and the resulting timing_Gen9core.bin committed next to this file.

#define CHAIN(n)                                     \
    float x = out[get_global_id(0)];                 \
    _Pragma("unroll")                                \
    for (int i = 0; i < (n); i++) x = x * x + c;     \
    out[get_global_id(0)] = x;

// One dependent chain of 64 / 320 multiply-adds per work-item, SIMD8.
__attribute__((intel_reqd_sub_group_size(8)))
__kernel void chain64_simd8(__global float *out, float c) { CHAIN(64) }

__attribute__((intel_reqd_sub_group_size(8)))
__kernel void chain320_simd8(__global float *out, float c) { CHAIN(320) }

// Eight independent chains per work-item (instruction-level parallelism), SIMD8.
__attribute__((intel_reqd_sub_group_size(8)))
__kernel void ilp8_simd8(__global float *out, float c) {
    float v = out[get_global_id(0)];
    float x0 = v, x1 = v + 1.0f, x2 = v + 2.0f, x3 = v + 3.0f;
    float x4 = v + 4.0f, x5 = v + 5.0f, x6 = v + 6.0f, x7 = v + 7.0f;
    _Pragma("unroll")
    for (int i = 0; i < 64; i++) {
        x0 = x0 * x0 + c; x1 = x1 * x1 + c; x2 = x2 * x2 + c; x3 = x3 * x3 + c;
        x4 = x4 * x4 + c; x5 = x5 * x5 + c; x6 = x6 * x6 + c; x7 = x7 * x7 + c;
    }
    out[get_global_id(0)] = x0 + x1 + x2 + x3 + x4 + x5 + x6 + x7;
}

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

// Streaming copy, one float4 per work-item.
__kernel void copy4(__global const float4 *in, __global float4 *out) {
    out[get_global_id(0)] = in[get_global_id(0)];
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
