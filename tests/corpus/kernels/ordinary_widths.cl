// The same kernels as i64_arith, i64_divrem (ordinary_int64.cl), half_arith (ordinary_half.cl),
// math_double (ordinary_math.cl), convert_double (ordinary_convert.cl) and select_uchar16
// (ordinary_select.cl), forced to SIMD8 and SIMD16 with intel_reqd_sub_group_size: IGC
// compiles those at SIMD32 on its own, and 64-bit, half and byte operations take different
// instruction forms (register regions, splitting) at each width. Each kernel's output
// formula is the one in the comment of its original; the name adds _simd8 / _simd16.
#pragma OPENCL EXTENSION cl_khr_fp16 : enable
#pragma OPENCL EXTENSION cl_khr_fp64 : enable

// i64_arith_simd8: i64_arith at SIMD8 (formula: see i64_arith in ordinary_int64.cl).
__kernel __attribute__((intel_reqd_sub_group_size(8)))
void i64_arith_simd8(__global const long* in_a, __global const long* in_b,
                        __global const uint* sh, __global long* out)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    long a = in_a[g];
    long b = in_b[g];
    uint s = sh[g] & 63u;
    out[0 * n + g] = a + b;
    out[1 * n + g] = a - b;
    out[2 * n + g] = a * b;
    out[3 * n + g] = mul_hi(a, b);
    out[4 * n + g] = a << s;
    out[5 * n + g] = a >> s;
    out[6 * n + g] = (long)((ulong)a >> s);
    out[7 * n + g] = (long)mul_hi((ulong)a, (ulong)b);
    out[8 * n + g] = a < b ? 1 : 0;
    out[9 * n + g] = (ulong)a < (ulong)b ? 1 : 0;
}

// i64_arith_simd16: i64_arith at SIMD16 (formula: see i64_arith in ordinary_int64.cl).
__kernel __attribute__((intel_reqd_sub_group_size(16)))
void i64_arith_simd16(__global const long* in_a, __global const long* in_b,
                        __global const uint* sh, __global long* out)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    long a = in_a[g];
    long b = in_b[g];
    uint s = sh[g] & 63u;
    out[0 * n + g] = a + b;
    out[1 * n + g] = a - b;
    out[2 * n + g] = a * b;
    out[3 * n + g] = mul_hi(a, b);
    out[4 * n + g] = a << s;
    out[5 * n + g] = a >> s;
    out[6 * n + g] = (long)((ulong)a >> s);
    out[7 * n + g] = (long)mul_hi((ulong)a, (ulong)b);
    out[8 * n + g] = a < b ? 1 : 0;
    out[9 * n + g] = (ulong)a < (ulong)b ? 1 : 0;
}

// i64_divrem_simd8: i64_divrem at SIMD8 (formula: see i64_divrem in ordinary_int64.cl).
__kernel __attribute__((intel_reqd_sub_group_size(8)))
void i64_divrem_simd8(__global const long* in_a, __global const long* in_b,
                         __global long* out)
{
    size_t g = get_global_id(0);
    long a = in_a[g];
    long b = in_b[g];
    out[4 * g + 0] = a / b;
    out[4 * g + 1] = a % b;
    out[4 * g + 2] = (long)((ulong)a / (ulong)b);
    out[4 * g + 3] = (long)((ulong)a % (ulong)b);
}

// i64_divrem_simd16: i64_divrem at SIMD16 (formula: see i64_divrem in ordinary_int64.cl).
__kernel __attribute__((intel_reqd_sub_group_size(16)))
void i64_divrem_simd16(__global const long* in_a, __global const long* in_b,
                         __global long* out)
{
    size_t g = get_global_id(0);
    long a = in_a[g];
    long b = in_b[g];
    out[4 * g + 0] = a / b;
    out[4 * g + 1] = a % b;
    out[4 * g + 2] = (long)((ulong)a / (ulong)b);
    out[4 * g + 3] = (long)((ulong)a % (ulong)b);
}

// half_arith_simd8: half_arith at SIMD8 (formula: see half_arith in ordinary_half.cl).
__kernel __attribute__((intel_reqd_sub_group_size(8)))
void half_arith_simd8(__global const half* in_a, __global const half* in_b,
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

// half_arith_simd16: half_arith at SIMD16 (formula: see half_arith in ordinary_half.cl).
__kernel __attribute__((intel_reqd_sub_group_size(16)))
void half_arith_simd16(__global const half* in_a, __global const half* in_b,
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

// math_double_simd8: math_double at SIMD8 (formula: see math_double in ordinary_math.cl).
__kernel __attribute__((intel_reqd_sub_group_size(8)))
void math_double_simd8(__global const double* in_x, __global const double* in_y,
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

// math_double_simd16: math_double at SIMD16 (formula: see math_double in ordinary_math.cl).
__kernel __attribute__((intel_reqd_sub_group_size(16)))
void math_double_simd16(__global const double* in_x, __global const double* in_y,
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

// convert_double_simd8: convert_double at SIMD8 (formula: see convert_double in ordinary_convert.cl).
__kernel __attribute__((intel_reqd_sub_group_size(8)))
void convert_double_simd8(__global const double* in, __global float* of, __global long* ol)
{
    size_t g = get_global_id(0);
    double d = in[g];
    of[2 * g] = convert_float_rtz(d);
    of[2 * g + 1] = convert_float_rtp(d);
    ol[g] = convert_long_sat_rte(d);
}

// convert_double_simd16: convert_double at SIMD16 (formula: see convert_double in ordinary_convert.cl).
__kernel __attribute__((intel_reqd_sub_group_size(16)))
void convert_double_simd16(__global const double* in, __global float* of, __global long* ol)
{
    size_t g = get_global_id(0);
    double d = in[g];
    of[2 * g] = convert_float_rtz(d);
    of[2 * g + 1] = convert_float_rtp(d);
    ol[g] = convert_long_sat_rte(d);
}

// select_uchar16_simd8: select_uchar16 at SIMD8 (formula: see select_uchar16 in ordinary_select.cl).
__kernel __attribute__((intel_reqd_sub_group_size(8)))
void select_uchar16_simd8(__global const uchar16* in, __global uchar16* out)
{
    size_t g = get_global_id(0);
    uchar16 u = in[2 * g];
    uchar16 v = in[2 * g + 1];
    out[4 * g + 0] = add_sat(u, v);
    out[4 * g + 1] = sub_sat(u, v);
    out[4 * g + 2] = rhadd(u, v);
    out[4 * g + 3] = max(u, v) ^ min(u, v);
}

// select_uchar16_simd16: select_uchar16 at SIMD16 (formula: see select_uchar16 in ordinary_select.cl).
__kernel __attribute__((intel_reqd_sub_group_size(16)))
void select_uchar16_simd16(__global const uchar16* in, __global uchar16* out)
{
    size_t g = get_global_id(0);
    uchar16 u = in[2 * g];
    uchar16 v = in[2 * g + 1];
    out[4 * g + 0] = add_sat(u, v);
    out[4 * g + 1] = sub_sat(u, v);
    out[4 * g + 2] = rhadd(u, v);
    out[4 * g + 3] = max(u, v) ^ min(u, v);
}
