// Ordinary OpenCL C: convert_* with saturation and explicit rounding modes.
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// convert_sat_float: f = in[g] (float). NaN saturates to 0.
//   o8[2g] = convert_uchar_sat(f)   o8[2g+1] = (uchar)convert_char_sat(f)
//   o16[2g] = convert_ushort_sat(f) o16[2g+1] = (ushort)convert_short_sat(f)
//   o32[2g] = convert_uint_sat(f)   o32[2g+1] = (uint)convert_int_sat(f)   (all round toward zero)
__kernel void convert_sat_float(__global const float* in, __global uchar* o8,
                                __global ushort* o16, __global uint* o32)
{
    size_t g = get_global_id(0);
    float f = in[g];
    o8[2 * g] = convert_uchar_sat(f);
    o8[2 * g + 1] = (uchar)convert_char_sat(f);
    o16[2 * g] = convert_ushort_sat(f);
    o16[2 * g + 1] = (ushort)convert_short_sat(f);
    o32[2 * g] = convert_uint_sat(f);
    o32[2 * g + 1] = (uint)convert_int_sat(f);
}

// convert_sat_int: i = in[g] (int), l = in64[g] (long):
//   o8[2g] = convert_uchar_sat(i)  o8[2g+1] = (uchar)convert_char_sat(i)
//   o16[2g] = (ushort)convert_short_sat(i)  o16[2g+1] = convert_ushort_sat(i)
//   o32[2g] = (uint)convert_int_sat(l)      o32[2g+1] = convert_uint_sat(l)
__kernel void convert_sat_int(__global const int* in, __global const long* in64,
                              __global uchar* o8, __global ushort* o16, __global uint* o32)
{
    size_t g = get_global_id(0);
    int i = in[g];
    long l = in64[g];
    o8[2 * g] = convert_uchar_sat(i);
    o8[2 * g + 1] = (uchar)convert_char_sat(i);
    o16[2 * g] = (ushort)convert_short_sat(i);
    o16[2 * g + 1] = convert_ushort_sat(i);
    o32[2 * g] = (uint)convert_int_sat(l);
    o32[2 * g + 1] = convert_uint_sat(l);
}

// convert_rounding_f2i: f = in[g] (float, within int range):
//   out[6g+0] = convert_int_rte(f)  out[6g+1] = convert_int_rtz(f)
//   out[6g+2] = convert_int_rtp(f)  out[6g+3] = convert_int_rtn(f)
//   out[6g+4] = convert_int_sat_rte(f) (any float)  out[6g+5] = (int)convert_uchar_sat_rtn(f)
__kernel void convert_rounding_f2i(__global const float* in, __global int* out)
{
    size_t g = get_global_id(0);
    float f = in[g];
    out[6 * g + 0] = convert_int_rte(f);
    out[6 * g + 1] = convert_int_rtz(f);
    out[6 * g + 2] = convert_int_rtp(f);
    out[6 * g + 3] = convert_int_rtn(f);
    out[6 * g + 4] = convert_int_sat_rte(f);
    out[6 * g + 5] = (int)convert_uchar_sat_rtn(f);
}

// convert_rounding_i2f: i = in[g] (int), u = (uint)i, l = in64[g] (long); inexact
// conversions (|value| > 2^24) show the rounding mode:
//   out[6g+0] = convert_float_rte(i)  out[6g+1] = convert_float_rtz(i)
//   out[6g+2] = convert_float_rtp(u)  out[6g+3] = convert_float_rtn(u)
//   out[6g+4] = convert_float_rtz(l)  out[6g+5] = convert_float(l)  (default rte)
__kernel void convert_rounding_i2f(__global const int* in, __global const long* in64,
                                   __global float* out)
{
    size_t g = get_global_id(0);
    int i = in[g];
    uint u = (uint)i;
    long l = in64[g];
    out[6 * g + 0] = convert_float_rte(i);
    out[6 * g + 1] = convert_float_rtz(i);
    out[6 * g + 2] = convert_float_rtp(u);
    out[6 * g + 3] = convert_float_rtn(u);
    out[6 * g + 4] = convert_float_rtz(l);
    out[6 * g + 5] = convert_float(l);
}

// convert_double: d = in[g] (double):
//   of[2g] = convert_float_rtz(d)  of[2g+1] = convert_float_rtp(d)
//   ol[g] = convert_long_sat_rte(d)
__kernel void convert_double(__global const double* in, __global float* of, __global long* ol)
{
    size_t g = get_global_id(0);
    double d = in[g];
    of[2 * g] = convert_float_rtz(d);
    of[2 * g + 1] = convert_float_rtp(d);
    ol[g] = convert_long_sat_rte(d);
}

// convert_vector: v = in[g] (float4): out[g] = convert_short4_sat_rte(v * 256.0f)
__kernel void convert_vector(__global const float4* in, __global short4* out)
{
    size_t g = get_global_id(0);
    out[g] = convert_short4_sat_rte(in[g] * 256.0f);
}
