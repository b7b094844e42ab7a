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
