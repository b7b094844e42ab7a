// Ordinary OpenCL C: bit-field, averaging and fractional built-ins.

// bits_misc: x = in[2g], y = in[2g+1] (uint), G = get_global_size(0):
//   out[0G+g] = (x >> 7) & 0x1F            (bit-field extract)
//   out[1G+g] = (x & ~0xF0u) | ((y & 0xFu) << 4)   (bit-field insert)
//   out[2G+g] = rhadd(x, y)   out[3G+g] = hadd(x, y)   out[4G+g] = upsample((ushort)x, (ushort)y) = (x & 0xFFFF) << 16 | (y & 0xFFFF)
//   d = (((ulong)x << 32) | y) - (((ulong)y << 32) | x)  (64-bit, wrapping):
//   out[5G+g] = low 32 bits of d, out[6G+g] = high 32 bits of d
//   out[7G+g] = popcount(x) + clz(y) + ctz(x)
__kernel void bits_misc(__global const uint* in, __global uint* out)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    uint x = in[2 * g];
    uint y = in[2 * g + 1];
    out[0 * n + g] = (x >> 7) & 0x1Fu;
    out[1 * n + g] = (x & ~0xF0u) | ((y & 0xFu) << 4);
    out[2 * n + g] = rhadd(x, y);
    out[3 * n + g] = hadd(x, y);
    out[4 * n + g] = upsample((ushort)x, (ushort)y);
    ulong d = ((ulong)x << 32 | y) - ((ulong)y << 32 | x);
    out[5 * n + g] = (uint)d;
    out[6 * n + g] = (uint)(d >> 32);
    out[7 * n + g] = popcount(x) + clz(y) + ctz(x);
}

// float_misc: a = in[2g], b = in[2g+1] (float4):
//   out[4g+0] = fract(a, &ip) and out[4g+1] = ip  (floor part)
//   out[4g+2] = mix(a, b, 0.25f)   out[4g+3] = (float4)(dot(a, b), length(a), a.x * b.y - a.y * b.x, 0)
__kernel void float_misc(__global const float4* in, __global float4* out)
{
    size_t g = get_global_id(0);
    float4 a = in[2 * g];
    float4 b = in[2 * g + 1];
    float4 ip;
    out[4 * g + 0] = fract(a, &ip);
    out[4 * g + 1] = ip;
    out[4 * g + 2] = mix(a, b, 0.25f);
    out[4 * g + 3] = (float4)(dot(a, b), length(a), a.x * b.y - a.y * b.x, 0.0f);
}
