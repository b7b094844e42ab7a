// Ordinary OpenCL C whose private arrays are written at a run-time index: IGC keeps such
// small arrays in registers and scatters the write with one `smov` per channel, each
// enabling one channel (src1 = 1 << k) and addressing through its own a0 subregister.

// private_index_write: w[i] = in[8g + i] for i < 8; then w[(g + k) & 7] = 3 * in[g] + 1;
//   out[g] = sum over i < 8 of w[i] * 31^(7 - i)  (int arithmetic, wraps)
__kernel void private_index_write(__global int* out, __global const int* in, int k)
{
    int g = get_global_id(0);
    int w[8];
    for (int i = 0; i < 8; i++) w[i] = in[g * 8 + i];
    w[(g + k) & 7] = in[g] * 3 + 1;
    int s = 0;
    for (int i = 0; i < 8; i++) s = s * 31 + w[i];
    out[g] = s;
}

// private_index_write_simd8: as private_index_write, sub-group size 8, and two writes:
//   w[(g + k) & 7] = 3 * in[g] + 1; then w[(g * 5 + 1) & 7] = g;
//   out[g] = sum over i < 8 of w[i] * 31^(7 - i)
__kernel __attribute__((intel_reqd_sub_group_size(8)))
void private_index_write_simd8(__global int* out, __global const int* in, int k)
{
    int g = get_global_id(0);
    int w[8];
    for (int i = 0; i < 8; i++) w[i] = in[g * 8 + i];
    w[(g + k) & 7] = in[g] * 3 + 1;
    w[(g * 5 + 1) & 7] = g;
    int s = 0;
    for (int i = 0; i < 8; i++) s = s * 31 + w[i];
    out[g] = s;
}

// private_index_write_simd16: as private_index_write, sub-group size 16, short elements:
//   h[i] = (short)in[8g + i] for i < 8; h[(g + k) & 7] = (short)(in[g] - 7);
//   out[g] = sum over i < 8 of h[i] * 31^(7 - i)  (int arithmetic on the shorts)
__kernel __attribute__((intel_reqd_sub_group_size(16)))
void private_index_write_simd16(__global int* out, __global const int* in, int k)
{
    int g = get_global_id(0);
    short h[8];
    for (int i = 0; i < 8; i++) h[i] = (short)in[g * 8 + i];
    h[(g + k) & 7] = (short)(in[g] - 7);
    int s = 0;
    for (int i = 0; i < 8; i++) s = s * 31 + h[i];
    out[g] = s;
}
