// Ordinary OpenCL C: private memory. IGC places dynamically indexed private arrays in
// the stateless private-memory buffer (untyped surface messages), and register_spill
// makes the register allocator spill to scratch (hword scratch block messages).

// private_array_spill: each work-item fills a 512-uint private array with
// p[i] = seed[g] * (i + 1) + i, then sums k = 0..15 of p[idx[16g + k] & 511]:
//   out[g] = sum of p[idx[16g + k] & 511] for k < 16  (uint arithmetic, wraps)
__kernel void private_array_spill(__global const uint* seed, __global const uint* idx,
                                  __global uint* out)
{
    size_t g = get_global_id(0);
    uint p[512];
    uint s = seed[g];
    for (uint i = 0; i < 512; i++) {
        p[i] = s * (i + 1u) + i;
    }
    uint acc = 0;
    for (uint k = 0; k < 16; k++) {
        acc += p[idx[16 * g + k] & 511u];
    }
    out[g] = acc;
}

// private_array_rw: a 64-float private array written and read at data-dependent places:
//   q[i] = i * 0.5f for i < 64; then for k < 8: q[wi[8g+k] & 63] += (float)k + 1.0f;
//   out[g] = q[ri[g] & 63]
__kernel void private_array_rw(__global const uint* wi, __global const uint* ri,
                               __global float* out)
{
    size_t g = get_global_id(0);
    float q[64];
    for (int i = 0; i < 64; i++) {
        q[i] = (float)i * 0.5f;
    }
    for (int k = 0; k < 8; k++) {
        q[wi[8 * g + k] & 63u] += (float)k + 1.0f;
    }
    out[g] = q[ri[g] & 63u];
}

// private_array_small: an 8-int private array indexed dynamically (small enough for
// registers with indirect addressing):
//   r[i] = in[8g + i]; out[g] = r[sel[g] & 7] - r[(sel[g] + 3) & 7]
__kernel void private_array_small(__global const int* in, __global const uint* sel,
                                  __global int* out)
{
    size_t g = get_global_id(0);
    int r[8];
    for (int i = 0; i < 8; i++) {
        r[i] = in[8 * g + i];
    }
    uint s = sel[g];
    out[g] = r[s & 7u] - r[(s + 3u) & 7u];
}

// register_spill: at SIMD16, six live float16 values (192 GRFs worth, more than the 128 GRFs of a thread) force the
// register allocator to spill to scratch. v[i] = in[6g + i] for i < 6; then for
// k < 2 and i < 6 in order: v[i] = v[i] * 0.5f + v[(i + 5) % 6] (a multiply, then an add;
// no contraction); out[6g + i] = v[i].
#pragma OPENCL FP_CONTRACT OFF
__kernel __attribute__((intel_reqd_sub_group_size(16)))
void register_spill(__global const float16* in, __global float16* out)
{
    size_t g = get_global_id(0);
    float16 v[6];
    #pragma unroll
    for (int i = 0; i < 6; i++) {
        v[i] = in[6 * g + i];
    }
    #pragma unroll
    for (int k = 0; k < 2; k++) {
        #pragma unroll
        for (int i = 0; i < 6; i++) {
            float16 h = v[i] * 0.5f;
            v[i] = h + v[(i + 5) % 6];
        }
    }
    #pragma unroll
    for (int i = 0; i < 6; i++) {
        out[6 * g + i] = v[i];
    }
}
