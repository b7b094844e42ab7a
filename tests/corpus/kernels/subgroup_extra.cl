// Hand-written sub-group kernels for the functional reference tests (tests/functional_*.rs),
// covering forms the generated files do not: shuffles with uniform (kernel-argument) and
// constant indices, shuffles reached by only part of a sub-group (divergent control flow),
// and buffer block reads from addresses that are only dword aligned.
// Conventions as in tests/corpus/README.md: g = get_global_id(0), G = get_global_size(0),
// lane = get_sub_group_local_id(), S = the required sub-group size.

// shuffle_uniform_simd{8,16,32}: the same index for the whole sub-group, from a kernel
// argument c (c < S) and from constants. With x = in[g] (in holds 2G uints):
//   out[4g+0] = intel_sub_group_shuffle(x, c)                 = in[g - lane + c]
//   out[4g+1] = intel_sub_group_shuffle_down(x, in[g + G], 1) = lane + 1 < S ? in[g + 1]
//                                                               : in[G + g - lane]  (next of lane 0)
//   out[4g+2] = intel_sub_group_shuffle_up(in[g + G], x, 3)   = lane >= 3 ? in[g - 3]
//                                                               : in[G + g + S - 3]  (previous of lane + S - 3)
//   out[4g+3] = intel_sub_group_shuffle_xor(x, 1)             = in[g - lane + (lane ^ 1)]
// (with full sub-groups).
__kernel __attribute__((intel_reqd_sub_group_size(8)))
void shuffle_uniform_simd8(__global const uint* in, __global uint* out, uint c)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    uint x = in[g];
    out[4 * g + 0] = intel_sub_group_shuffle(x, c);
    out[4 * g + 1] = intel_sub_group_shuffle_down(x, in[g + n], 1u);
    out[4 * g + 2] = intel_sub_group_shuffle_up(in[g + n], x, 3u);
    out[4 * g + 3] = intel_sub_group_shuffle_xor(x, 1u);
}

__kernel __attribute__((intel_reqd_sub_group_size(16)))
void shuffle_uniform_simd16(__global const uint* in, __global uint* out, uint c)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    uint x = in[g];
    out[4 * g + 0] = intel_sub_group_shuffle(x, c);
    out[4 * g + 1] = intel_sub_group_shuffle_down(x, in[g + n], 1u);
    out[4 * g + 2] = intel_sub_group_shuffle_up(in[g + n], x, 3u);
    out[4 * g + 3] = intel_sub_group_shuffle_xor(x, 1u);
}

__kernel __attribute__((intel_reqd_sub_group_size(32)))
void shuffle_uniform_simd32(__global const uint* in, __global uint* out, uint c)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    uint x = in[g];
    out[4 * g + 0] = intel_sub_group_shuffle(x, c);
    out[4 * g + 1] = intel_sub_group_shuffle_down(x, in[g + n], 1u);
    out[4 * g + 2] = intel_sub_group_shuffle_up(in[g + n], x, 3u);
    out[4 * g + 3] = intel_sub_group_shuffle_xor(x, 1u);
}

// shuffle_divergent_simd{8,16,32}: shuffles inside the two sides of a divergent branch.
// With p = pred[g], s = sel[g], x = in[g]:
//   p != 0: out[g] = intel_sub_group_shuffle(x, s)            (lane s must also have p != 0)
//   p == 0: out[g] = intel_sub_group_shuffle_xor(x ^ 0x5A5A5A5A, s)
//                                                             (lane ^ s must also have p == 0)
// so out[g] = in[g - lane + s] if p != 0, else in[g - lane + (lane ^ s)] ^ 0x5A5A5A5A.
// out is written by every work-item.
__kernel __attribute__((intel_reqd_sub_group_size(8)))
void shuffle_divergent_simd8(__global const int* pred, __global const uint* sel,
                               __global const uint* in, __global uint* out)
{
    size_t g = get_global_id(0);
    uint s = sel[g];
    uint x = in[g];
    uint r;
    if (pred[g] != 0) {
        r = intel_sub_group_shuffle(x, s);
    } else {
        r = intel_sub_group_shuffle_xor(x ^ 0x5A5A5A5Au, s);
    }
    out[g] = r;
}

__kernel __attribute__((intel_reqd_sub_group_size(16)))
void shuffle_divergent_simd16(__global const int* pred, __global const uint* sel,
                               __global const uint* in, __global uint* out)
{
    size_t g = get_global_id(0);
    uint s = sel[g];
    uint x = in[g];
    uint r;
    if (pred[g] != 0) {
        r = intel_sub_group_shuffle(x, s);
    } else {
        r = intel_sub_group_shuffle_xor(x ^ 0x5A5A5A5Au, s);
    }
    out[g] = r;
}

__kernel __attribute__((intel_reqd_sub_group_size(32)))
void shuffle_divergent_simd32(__global const int* pred, __global const uint* sel,
                               __global const uint* in, __global uint* out)
{
    size_t g = get_global_id(0);
    uint s = sel[g];
    uint x = in[g];
    uint r;
    if (pred[g] != 0) {
        r = intel_sub_group_shuffle(x, s);
    } else {
        r = intel_sub_group_shuffle_xor(x ^ 0x5A5A5A5Au, s);
    }
    out[g] = r;
}

// block_unaligned_simd{8,16}: block reads from a dword-aligned address (the spec requires
// only 4-byte alignment for reads) and a block write to a 16-byte aligned address that is
// not a multiple of the block size. b = (get_group_id(0) * get_num_sub_groups() +
// get_sub_group_id()) * S * 5, p = src + off + b (any uint off), q = dst + 4 * (off & 3) + b:
//   out[5g + 0]     = p[lane]                     (intel_sub_group_block_read(p))
//   out[5g + 1 + i] = p[S + i*S + lane], i < 4    (intel_sub_group_block_read4(p + S))
//   q[i*S + lane]   = win[2g + i] ^ 0xA5A5A5A5, i < 2  (intel_sub_group_block_write2(q, ...))
// Work-group sizes must be multiples of S. dst must hold 5 * G + 12 uints.
__kernel __attribute__((intel_reqd_sub_group_size(8)))
void block_unaligned_simd8(__global const uint* src, __global uint* out,
                             uint off, __global const uint* win, __global uint* dst)
{
    size_t g = get_global_id(0);
    uint b = (get_group_id(0) * get_num_sub_groups() + get_sub_group_id()) * 8 * 5u;
    __global const uint* p = src + off + b;
    uint v = intel_sub_group_block_read(p);
    uint4 w = intel_sub_group_block_read4(p + 8);
    out[5 * g + 0] = v;
    out[5 * g + 1] = w.s0;
    out[5 * g + 2] = w.s1;
    out[5 * g + 3] = w.s2;
    out[5 * g + 4] = w.s3;
    uint2 y = (uint2)(win[2 * g] ^ 0xA5A5A5A5u, win[2 * g + 1] ^ 0xA5A5A5A5u);
    intel_sub_group_block_write2(dst + 4 * (off & 3u) + b, y);
}

__kernel __attribute__((intel_reqd_sub_group_size(16)))
void block_unaligned_simd16(__global const uint* src, __global uint* out,
                             uint off, __global const uint* win, __global uint* dst)
{
    size_t g = get_global_id(0);
    uint b = (get_group_id(0) * get_num_sub_groups() + get_sub_group_id()) * 16 * 5u;
    __global const uint* p = src + off + b;
    uint v = intel_sub_group_block_read(p);
    uint4 w = intel_sub_group_block_read4(p + 16);
    out[5 * g + 0] = v;
    out[5 * g + 1] = w.s0;
    out[5 * g + 2] = w.s1;
    out[5 * g + 3] = w.s2;
    out[5 * g + 4] = w.s3;
    uint2 y = (uint2)(win[2 * g] ^ 0xA5A5A5A5u, win[2 * g + 1] ^ 0xA5A5A5A5u);
    intel_sub_group_block_write2(dst + 4 * (off & 3u) + b, y);
}

// reconverge_collectives_simd{8,16,32}: sub-group collectives right after a loop whose
// trip count differs per work-item (the lanes leave the loop at different times and
// must all be back for the collectives). With x = in[g]:
//   steps = number of Collatz steps of x to reach 1, capped at 64 (x = 0 gives 64)
//   out[3g+0] = sub_group_reduce_add(steps)
//   out[3g+1] = sub_group_scan_exclusive_max(steps)
//   out[3g+2] = sub_group_broadcast(steps, c)        (c below every sub-group's size)
__kernel __attribute__((intel_reqd_sub_group_size(8)))
void reconverge_collectives_simd8(__global const uint* in, __global uint* out, uint c)
{
    size_t g = get_global_id(0);
    uint x = in[g];
    uint steps = 0;
    while (x != 1u && steps < 64u) {
        x = (x & 1u) ? 3u * x + 1u : x >> 1;
        steps++;
    }
    out[3 * g + 0] = sub_group_reduce_add(steps);
    out[3 * g + 1] = sub_group_scan_exclusive_max(steps);
    out[3 * g + 2] = sub_group_broadcast(steps, c);
}

__kernel __attribute__((intel_reqd_sub_group_size(16)))
void reconverge_collectives_simd16(__global const uint* in, __global uint* out, uint c)
{
    size_t g = get_global_id(0);
    uint x = in[g];
    uint steps = 0;
    while (x != 1u && steps < 64u) {
        x = (x & 1u) ? 3u * x + 1u : x >> 1;
        steps++;
    }
    out[3 * g + 0] = sub_group_reduce_add(steps);
    out[3 * g + 1] = sub_group_scan_exclusive_max(steps);
    out[3 * g + 2] = sub_group_broadcast(steps, c);
}

__kernel __attribute__((intel_reqd_sub_group_size(32)))
void reconverge_collectives_simd32(__global const uint* in, __global uint* out, uint c)
{
    size_t g = get_global_id(0);
    uint x = in[g];
    uint steps = 0;
    while (x != 1u && steps < 64u) {
        x = (x & 1u) ? 3u * x + 1u : x >> 1;
        steps++;
    }
    out[3 * g + 0] = sub_group_reduce_add(steps);
    out[3 * g + 1] = sub_group_scan_exclusive_max(steps);
    out[3 * g + 2] = sub_group_broadcast(steps, c);
}
