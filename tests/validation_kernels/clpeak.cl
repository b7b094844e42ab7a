// Kernels of the shapes measured in krrishnarraj/clpeak issue #202 on a UHD 630 (SIMD32,
// local size 256, 2048 chain operations per work-item), for tests/validation.rs and
// docs/validation.md. The single-chain `x = x*x + c` kernel is fma_chain_simd32 of
// tests/timing_kernels/calib.cl. Compiled by tests/regen-kernels.sh.

// Two and four independent chains sharing the 2048 operations.
__attribute__((intel_reqd_sub_group_size(32)))
__kernel void fma_2chains_simd32(__global float *out, float c) {
    float x = out[get_global_id(0)], y = x + 1.0f;
    for (int j = 0; j < 16; j++) {
        _Pragma("unroll")
        for (int i = 0; i < 64; i++) { x = x * x + c; y = y * y + c; }
    }
    out[get_global_id(0)] = x + y;
}

__attribute__((intel_reqd_sub_group_size(32)))
__kernel void fma_4chains_simd32(__global float *out, float c) {
    float x = out[get_global_id(0)], y = x + 1.0f, z = x + 2.0f, w = x + 3.0f;
    for (int j = 0; j < 8; j++) {
        _Pragma("unroll")
        for (int i = 0; i < 64; i++) {
            x = x * x + c; y = y * y + c; z = z * z + c; w = w * w + c;
        }
    }
    out[get_global_id(0)] = x + y + z + w;
}

// The fma() built-in instead of x*x + c.
__attribute__((intel_reqd_sub_group_size(32)))
__kernel void fma_builtin_simd32(__global float *out, float c) {
    float x = out[get_global_id(0)];
    for (int j = 0; j < 32; j++) {
        _Pragma("unroll")
        for (int i = 0; i < 64; i++) x = fma(x, x, c);
    }
    out[get_global_id(0)] = x;
}

// float4 chains: 512 vector operations, 2048 scalar ones.
__attribute__((intel_reqd_sub_group_size(32)))
__kernel void fma_float4_simd32(__global float *out, float c) {
    float v = out[get_global_id(0)];
    float4 x = (float4)(v, v + 1.0f, v + 2.0f, v + 3.0f);
    for (int j = 0; j < 8; j++) {
        _Pragma("unroll")
        for (int i = 0; i < 64; i++) x = x * x + c;
    }
    out[get_global_id(0)] = x.x + x.y + x.z + x.w;
}

// y = a*y + b with a uniform a and b.
__attribute__((intel_reqd_sub_group_size(32)))
__kernel void axpy_uniform_simd32(__global float *out, float a, float b) {
    float y = out[get_global_id(0)];
    for (int j = 0; j < 32; j++) {
        _Pragma("unroll")
        for (int i = 0; i < 64; i++) y = a * y + b;
    }
    out[get_global_id(0)] = y;
}
