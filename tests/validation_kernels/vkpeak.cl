// The "scalar" (p1) compute tests of nihui/vkpeak (github.com/nihui/vkpeak, vkpeak.cpp as of
// its 2024 releases), written in OpenCL from the benchmark's description: each invocation
// runs one dependent chain c = a*c + b, 16 per loop iteration, a = its global id, b = its
// local id, c = 1, and stores c; the benchmark counts 2 operations per step. vkpeak
// dispatches work-groups of one sub-group; Mesa's Intel compiler builds such a compute shader
// at SIMD16 (it compiles SIMD32 only when required), so these are SIMD16 with work-groups of
// 32. Compiled by tests/regen-kernels.sh (for skl, and for tgllp: the Xe-LP rows).

#define STEP4 c = a * c + b; c = a * c + b; c = a * c + b; c = a * c + b;
#define STEP16 STEP4 STEP4 STEP4 STEP4

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void vkpeak_fp32_p1(__global float *out, int loop) {
    float a = (float)get_global_id(0), b = (float)get_local_id(0), c = 1.0f;
    for (int i = 0; i < loop; i++) { STEP16 }
    out[get_global_id(0)] = c;
}

// The same chain built as a separate mul and add per step (no contraction): what a driver
// that does not fuse the shader's a*c + b runs (docs/validation.md, the UHD 730 row).
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void vkpeak_fp32_p1_unfused(__global float *out, int loop) {
#pragma OPENCL FP_CONTRACT OFF
    float a = (float)get_global_id(0), b = (float)get_local_id(0), c = 1.0f;
    for (int i = 0; i < loop; i++) { STEP16 }
    out[get_global_id(0)] = c;
}

#pragma OPENCL EXTENSION cl_khr_fp16 : enable
// fma(): the 16-bit arithmetic of the Vulkan shader is one fused multiply-add per step; the
// OpenCL compiler keeps a half a*c + b as mul + add.
#define HSTEP4 c = fma(a, c, b); c = fma(a, c, b); c = fma(a, c, b); c = fma(a, c, b);
#define HSTEP16 HSTEP4 HSTEP4 HSTEP4 HSTEP4

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void vkpeak_fp16_p1(__global half *out, int loop) {
    half a = (half)get_global_id(0), b = (half)get_local_id(0), c = (half)1.0f;
    for (int i = 0; i < loop; i++) { HSTEP16 }
    out[get_global_id(0)] = c;
}

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void vkpeak_int32_p1(__global int *out, int loop) {
    int a = (int)get_global_id(0), b = (int)get_local_id(0), c = 1;
    for (int i = 0; i < loop; i++) { STEP16 }
    out[get_global_id(0)] = c;
}

// The "vec4" (p4) tests: four independent chains per invocation, a = gx + (0, 1, 2, -3),
// b = lx + (2, 3, 5, -7); and the 16-bit integer scalar chain. Not rows of the table
// (docs/validation.md says why); kept to rerun the numbers quoted there.
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void vkpeak_fp32_p4(__global float4 *out, int loop) {
    float4 a = (float4)((float)get_global_id(0)) + (float4)(0, 1, 2, -3);
    float4 b = (float4)((float)get_local_id(0)) + (float4)(2, 3, 5, -7);
    float4 c = (float4)(1.0f);
    for (int i = 0; i < loop; i++) { STEP16 }
    out[get_global_id(0)] = c;
}

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void vkpeak_fp16_p4(__global half4 *out, int loop) {
    half4 a = (half4)((half)get_global_id(0)) + (half4)(0, 1, 2, -3);
    half4 b = (half4)((half)get_local_id(0)) + (half4)(2, 3, 5, -7);
    half4 c = (half4)(1.0h);
    for (int i = 0; i < loop; i++) { HSTEP16 }
    out[get_global_id(0)] = c;
}

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void vkpeak_int32_p4(__global int4 *out, int loop) {
    int4 a = (int4)((int)get_global_id(0)) + (int4)(0, 1, 2, -3);
    int4 b = (int4)((int)get_local_id(0)) + (int4)(2, 3, 5, -7);
    int4 c = (int4)(1);
    for (int i = 0; i < loop; i++) { STEP16 }
    out[get_global_id(0)] = c;
}

__attribute__((intel_reqd_sub_group_size(16)))
__kernel void vkpeak_int16_p1(__global short *out, int loop) {
    short a = (short)get_global_id(0), b = (short)get_local_id(0), c = 1;
    for (int i = 0; i < loop; i++) { STEP16 }
    out[get_global_id(0)] = c;
}
