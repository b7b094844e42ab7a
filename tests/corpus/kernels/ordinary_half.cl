// Ordinary OpenCL C: half precision arithmetic (cl_khr_fp16) and half storage.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable

// half_arith: a = in_a[g], b = in_b[g], c = in_c[g] (half), results rounded to half:
//   out[6g+0] = a + b   out[6g+1] = a - b   out[6g+2] = a * b
//   out[6g+3] = fma(a, b, c)   out[6g+4] = max(a, b)   out[6g+5] = a > b ? a : c
__kernel void half_arith(__global const half* in_a, __global const half* in_b,
                         __global const half* in_c, __global half* out)
{
    size_t g = get_global_id(0);
    half a = in_a[g];
    half b = in_b[g];
    half c = in_c[g];
    out[6 * g + 0] = a + b;
    out[6 * g + 1] = a - b;
    out[6 * g + 2] = a * b;
    out[6 * g + 3] = fma(a, b, c);
    out[6 * g + 4] = max(a, b);
    out[6 * g + 5] = a > b ? a : c;
}

// half_vec4: half4 arithmetic and conversions. v = in[g], w = in[g + G] (half4):
//   outh[2g] = v * w + v (two roundings: multiply, then add; no contraction)
//   outh[2g+1] = convert_half4(convert_float4(v) * 0.5f)
//   outf[g] = convert_float4(v) - convert_float4(w)   (exact in float)
#pragma OPENCL FP_CONTRACT OFF
__kernel void half_vec4(__global const half4* in, __global half4* outh, __global float4* outf)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    half4 v = in[g];
    half4 w = in[g + n];
    half4 p = v * w;
    outh[2 * g] = p + v;
    outh[2 * g + 1] = convert_half4(convert_float4(v) * 0.5f);
    outf[g] = convert_float4(v) - convert_float4(w);
}

// half_storage: core vload_half/vstore_half with explicit rounding of f = in[g] (float):
//   out[4g+0] = vstore_half_rte(f)  out[4g+1] = vstore_half_rtz(f)
//   out[4g+2] = vstore_half_rtp(f)  out[4g+3] = vstore_half_rtn(f)   (raw half bits)
//   back[g] = vload_half(0, &out[4g+1])   (the rtz value widened back to float)
__kernel void half_storage(__global const float* in, __global half* out, __global float* back)
{
    size_t g = get_global_id(0);
    float f = in[g];
    vstore_half_rte(f, 4 * g + 0, out);
    vstore_half_rtz(f, 4 * g + 1, out);
    vstore_half_rtp(f, 4 * g + 2, out);
    vstore_half_rtn(f, 4 * g + 3, out);
    back[g] = vload_half(4 * g + 1, out);
}
