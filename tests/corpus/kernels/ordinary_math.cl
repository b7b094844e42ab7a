// Ordinary OpenCL C: math built-ins and divisions.
// Full-precision built-ins are checked against the OpenCL ULP limits, native_* ones
// against their (implementation-defined) reduced accuracy.

// math_float: with x = in_x[g], y = in_y[g], G = get_global_size(0):
//   out[0G+g] = sqrt(x)  out[1G+g] = exp(x)  out[2G+g] = log(x)  out[3G+g] = sin(x)
//   out[4G+g] = cos(x)   out[5G+g] = pow(x, y)  out[6G+g] = x / y
//   (OpenCL allows 2.5 ULP for float division when it is not built with
//   -cl-fp32-correctly-rounded-divide-sqrt)
__kernel void math_float(__global const float* in_x, __global const float* in_y,
                         __global float* out)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    float x = in_x[g];
    float y = in_y[g];
    out[0 * n + g] = sqrt(x);
    out[1 * n + g] = exp(x);
    out[2 * n + g] = log(x);
    out[3 * n + g] = sin(x);
    out[4 * n + g] = cos(x);
    out[5 * n + g] = pow(x, y);
    out[6 * n + g] = x / y;
}

// math_native: native_* built-ins, x = in_x[g], y = in_y[g], G = get_global_size(0):
//   out[0G+g] = native_sqrt(x)   out[1G+g] = native_exp(x)   out[2G+g] = native_log(x)
//   out[3G+g] = native_sin(x)    out[4G+g] = native_cos(x)   out[5G+g] = native_recip(y)
//   out[6G+g] = native_divide(x, y)  out[7G+g] = native_rsqrt(x)  out[8G+g] = native_powr(x, y)
__kernel void math_native(__global const float* in_x, __global const float* in_y,
                          __global float* out)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    float x = in_x[g];
    float y = in_y[g];
    out[0 * n + g] = native_sqrt(x);
    out[1 * n + g] = native_exp(x);
    out[2 * n + g] = native_log(x);
    out[3 * n + g] = native_sin(x);
    out[4 * n + g] = native_cos(x);
    out[5 * n + g] = native_recip(y);
    out[6 * n + g] = native_divide(x, y);
    out[7 * n + g] = native_rsqrt(x);
    out[8 * n + g] = native_powr(x, y);
}

// math_misc: x = in_x[g], y = in_y[g], z = in_z[g], G = get_global_size(0):
//   out[0G+g] = fma(x, y, z)  out[1G+g] = fmin(x, y)  out[2G+g] = fmax(x, y)
//   out[3G+g] = floor(x)      out[4G+g] = ceil(x)     out[5G+g] = rint(x)
//   out[6G+g] = fabs(x)       out[7G+g] = rsqrt(x)    out[8G+g] = exp2(x)  out[9G+g] = log2(x)
__kernel void math_misc(__global const float* in_x, __global const float* in_y,
                        __global const float* in_z, __global float* out)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    float x = in_x[g];
    float y = in_y[g];
    float z = in_z[g];
    out[0 * n + g] = fma(x, y, z);
    out[1 * n + g] = fmin(x, y);
    out[2 * n + g] = fmax(x, y);
    out[3 * n + g] = floor(x);
    out[4 * n + g] = ceil(x);
    out[5 * n + g] = rint(x);
    out[6 * n + g] = fabs(x);
    out[7 * n + g] = rsqrt(x);
    out[8 * n + g] = exp2(x);
    out[9 * n + g] = log2(x);
}

// math_int_divrem: 32-bit integer division and remainder (b non-zero; not INT_MIN / -1):
//   out[4g+0] = a / b, out[4g+1] = a % b (int, truncating),
//   out[4g+2] = (uint)a / (uint)b, out[4g+3] = (uint)a % (uint)b
__kernel void math_int_divrem(__global const int* in_a, __global const int* in_b,
                              __global int* out)
{
    size_t g = get_global_id(0);
    int a = in_a[g];
    int b = in_b[g];
    out[4 * g + 0] = a / b;
    out[4 * g + 1] = a % b;
    out[4 * g + 2] = (int)((uint)a / (uint)b);
    out[4 * g + 3] = (int)((uint)a % (uint)b);
}

// math_double: double precision, x = in_x[g], y = in_y[g]:
//   out[4g+0] = x * y, out[4g+1] = x / y, out[4g+2] = sqrt(x), out[4g+3] = fma(x, y, -x)
#pragma OPENCL EXTENSION cl_khr_fp64 : enable
__kernel void math_double(__global const double* in_x, __global const double* in_y,
                          __global double* out)
{
    size_t g = get_global_id(0);
    double x = in_x[g];
    double y = in_y[g];
    out[4 * g + 0] = x * y;
    out[4 * g + 1] = x / y;
    out[4 * g + 2] = sqrt(x);
    out[4 * g + 3] = fma(x, y, -x);
}
