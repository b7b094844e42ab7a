// Ordinary OpenCL C: 64-bit integer arithmetic.

// i64_arith: with a = in_a[g], b = in_b[g] (long), s = sh[g] & 63, G = get_global_size(0):
//   out[0G+g] = a + b        out[1G+g] = a - b           out[2G+g] = a * b
//   out[3G+g] = mul_hi(a, b) out[4G+g] = a << s          out[5G+g] = a >> s (arithmetic)
//   out[6G+g] = (long)((ulong)a >> s)                     out[7G+g] = (long)mul_hi((ulong)a, (ulong)b)
//   out[8G+g] = a < b        out[9G+g] = (ulong)a < (ulong)b   (as 0/1)
__kernel void i64_arith(__global const long* in_a, __global const long* in_b,
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

// i64_divrem: 64-bit division and remainder (b must be non-zero, and not -1 with a = LONG_MIN):
//   out[4g+0] = a / b, out[4g+1] = a % b (signed, truncating),
//   out[4g+2] = (long)((ulong)a / (ulong)b), out[4g+3] = (long)((ulong)a % (ulong)b)
__kernel void i64_divrem(__global const long* in_a, __global const long* in_b,
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

// i64_bits: bit operations on x = in[g] (ulong), y = in[g + G]:
//   out[5g+0] = popcount(x), out[5g+1] = clz(x), out[5g+2] = rotate(x, y & 63),
//   out[5g+3] = (x & y) | (~x ^ y), out[5g+4] = (ulong)(int)(uint)x   (sign extension of the low word)
__kernel void i64_bits(__global const ulong* in, __global ulong* out)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    ulong x = in[g];
    ulong y = in[g + n];
    out[5 * g + 0] = popcount(x);
    out[5 * g + 1] = clz(x);
    out[5 * g + 2] = rotate(x, y & 63ul);
    out[5 * g + 3] = (x & y) | (~x ^ y);
    out[5 * g + 4] = (ulong)(long)(int)(uint)x;
}
