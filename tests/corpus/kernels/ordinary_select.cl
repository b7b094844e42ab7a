// Ordinary OpenCL C: select, mad and other integer/float helpers.

// select_int: a = in_a[g], b = in_b[g], c = in_c[g] (int), G = get_global_size(0):
//   out[0G+g] = select(a, b, c) = c != 0 ? b : a   (scalar select tests c != 0)
//   out[1G+g] = mad24(a, b, c)    out[2G+g] = mul24(a, b)   (a, b must fit in 24 bits)
//   out[3G+g] = clamp(a, -100, 100)  out[4G+g] = bitselect(a, b, c)
//   out[5G+g] = (int)abs_diff(a, b)  out[6G+g] = add_sat(a, b)  out[7G+g] = sub_sat(a, b)
//   out[8G+g] = hadd(a, b)  out[9G+g] = rotate(a, c & 31)  out[10G+g] = clz(a)  out[11G+g] = mad_hi(a, b, c)
__kernel void select_int(__global const int* in_a, __global const int* in_b,
                         __global const int* in_c, __global int* out)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    int a = in_a[g];
    int b = in_b[g];
    int c = in_c[g];
    out[0 * n + g] = select(a, b, c);
    out[1 * n + g] = mad24(a, b, c);
    out[2 * n + g] = mul24(a, b);
    out[3 * n + g] = clamp(a, -100, 100);
    out[4 * n + g] = bitselect(a, b, c);
    out[5 * n + g] = (int)abs_diff(a, b);
    out[6 * n + g] = add_sat(a, b);
    out[7 * n + g] = sub_sat(a, b);
    out[8 * n + g] = hadd(a, b);
    out[9 * n + g] = rotate(a, c & 31);
    out[10 * n + g] = clz(a);
    out[11 * n + g] = mad_hi(a, b, c);
}

// select_float4: vector select on float4 with an int4 mask (MSB of each component picks b):
//   out[3g+0] = select(a, b, m)  out[3g+1] = mad(a, b, c)  out[3g+2] = a > b ? a : c
//   (component-wise ternary via select(c, a, a > b)); a = in[3g], b = in[3g+1], c = in[3g+2],
//   m = mask[g]. mad may be computed fused or unfused (OpenCL allows either).
__kernel void select_float4(__global const float4* in, __global const int4* mask,
                            __global float4* out)
{
    size_t g = get_global_id(0);
    float4 a = in[3 * g];
    float4 b = in[3 * g + 1];
    float4 c = in[3 * g + 2];
    out[3 * g + 0] = select(a, b, mask[g]);
    out[3 * g + 1] = mad(a, b, c);
    out[3 * g + 2] = select(c, a, a > b);
}

// select_uchar16: byte vectors: u = in[2g], v = in[2g+1] (uchar16):
//   out[4g+0] = add_sat(u, v)  out[4g+1] = sub_sat(u, v)  out[4g+2] = rhadd(u, v)
//   out[4g+3] = max(u, v) ^ min(u, v)
__kernel void select_uchar16(__global const uchar16* in, __global uchar16* out)
{
    size_t g = get_global_id(0);
    uchar16 u = in[2 * g];
    uchar16 v = in[2 * g + 1];
    out[4 * g + 0] = add_sat(u, v);
    out[4 * g + 1] = sub_sat(u, v);
    out[4 * g + 2] = rhadd(u, v);
    out[4 * g + 3] = max(u, v) ^ min(u, v);
}
