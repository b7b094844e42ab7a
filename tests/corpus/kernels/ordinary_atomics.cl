// Ordinary OpenCL C: atomics on global and local memory, 32 and 64 bit.
// Only order-independent results are stored: final values of commutative updates to a
// shared counter, and the returned old value of per-work-item slots.
#pragma OPENCL EXTENSION cl_khr_int64_base_atomics : enable
#pragma OPENCL EXTENSION cl_khr_int64_extended_atomics : enable

// atomics_global32: v = val[g] (int), over all work-items of the launch:
//   c[0] += v (atomic_add)  c[1] -= v (atomic_sub)  c[2] += 1 (atomic_inc)  c[3] -= 1 (atomic_dec)
//   c[4] = min(c[4], v)     c[5] = max(c[5], v)     c[6] &= v  c[7] |= v  c[8] ^= v
//   uc[0] = min(uc[0], (uint)v), uc[1] = max(uc[1], (uint)v) (unsigned)
//   old[2g]   = atomic_xchg(&slots[g], v)           (previous slots[g]; slots[g] becomes v)
//   old[2g+1] = atomic_cmpxchg(&slots[g + G], cmp[g], v)  (stores v only if equal to cmp[g])
__kernel void atomics_global32(__global const int* val, __global const int* cmp,
                               volatile __global int* c, volatile __global uint* uc,
                               volatile __global int* slots, __global int* old)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    int v = val[g];
    atomic_add(&c[0], v);
    atomic_sub(&c[1], v);
    atomic_inc(&c[2]);
    atomic_dec(&c[3]);
    atomic_min(&c[4], v);
    atomic_max(&c[5], v);
    atomic_and(&c[6], v);
    atomic_or(&c[7], v);
    atomic_xor(&c[8], v);
    atomic_min(&uc[0], (uint)v);
    atomic_max(&uc[1], (uint)v);
    old[2 * g] = atomic_xchg(&slots[g], v);
    old[2 * g + 1] = atomic_cmpxchg(&slots[g + n], cmp[g], v);
}

// atomics_global64: the same as atomics_global32 on long with the atom_* built-ins
// (cl_khr_int64_base/extended_atomics): c[0..8] as above, no unsigned pair,
//   old[2g] = atom_xchg(&slots[g], v), old[2g+1] = atom_cmpxchg(&slots[g + G], cmp[g], v)
__kernel void atomics_global64(__global const long* val, __global const long* cmp,
                               volatile __global long* c, volatile __global long* slots,
                               __global long* old)
{
    size_t g = get_global_id(0);
    size_t n = get_global_size(0);
    long v = val[g];
    atom_add(&c[0], v);
    atom_sub(&c[1], v);
    atom_inc(&c[2]);
    atom_dec(&c[3]);
    atom_min(&c[4], v);
    atom_max(&c[5], v);
    atom_and(&c[6], v);
    atom_or(&c[7], v);
    atom_xor(&c[8], v);
    old[2 * g] = atom_xchg(&slots[g], v);
    old[2 * g + 1] = atom_cmpxchg(&slots[g + n], cmp[g], v);
}

// atomics_local32: per work-group counters in local memory; tmp holds 11 +
// get_local_size(0) ints and the work-group size must be at least 10.
// l = get_local_id(0), w = get_group_id(0), v = val[g]. Counters start at init[k]
// (k < 10); after all updates of the group out[10w + k] = counter k, where
//   0: +v  1: -v  2: +1 (inc)  3: -1 (dec)  4: min  5: max  6: and  7: or  8: xor
//   9: init[9] + 1 (exactly one atomic_cmpxchg of a flag from 0 to 1 succeeds per group)
// and old[g] = atomic_xchg(&slot[l], v) of a slot preset to l, so old[g] = l.
__kernel void atomics_local32(__global const int* val, __global const int* init,
                              __global int* out, __global int* old, __local int* tmp)
{
    size_t g = get_global_id(0);
    size_t l = get_local_id(0);
    size_t w = get_group_id(0);
    volatile __local int* cnt = tmp;
    volatile __local int* slot = tmp + 11;
    int v = val[g];
    if (l < 10) {
        cnt[l] = init[l];
    }
    if (l == 0) {
        cnt[10] = 0;
    }
    slot[l] = (int)l;
    barrier(CLK_LOCAL_MEM_FENCE);
    atomic_add(&cnt[0], v);
    atomic_sub(&cnt[1], v);
    atomic_inc(&cnt[2]);
    atomic_dec(&cnt[3]);
    atomic_min(&cnt[4], v);
    atomic_max(&cnt[5], v);
    atomic_and(&cnt[6], v);
    atomic_or(&cnt[7], v);
    atomic_xor(&cnt[8], v);
    if (atomic_cmpxchg(&cnt[10], 0, 1) == 0) {
        atomic_inc(&cnt[9]);
    }
    old[g] = atomic_xchg(&slot[l], v);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < 10) {
        out[10 * w + l] = cnt[l];
    }
}

// atomics_local64: 64-bit local atomics. Counters (tmp holds 3 longs) start at 0, 0 and
// LONG_MAX; each work-item does atom_add(&c[0], v), atom_xor(&c[1], v), atom_min(&c[2], v)
// with v = val[g]; then out[3w + k] = c[k] for work-group w.
__kernel void atomics_local64(__global const long* val, __global long* out, __local long* tmp)
{
    size_t g = get_global_id(0);
    size_t l = get_local_id(0);
    size_t w = get_group_id(0);
    volatile __local long* c = tmp;
    if (l == 0) {
        c[0] = 0;
        c[1] = 0;
        c[2] = LONG_MAX;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    long v = val[g];
    atom_add(&c[0], v);
    atom_xor(&c[1], v);
    atom_min(&c[2], v);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l < 3) {
        out[3 * w + l] = c[l];
    }
}

// atomics_c11: OpenCL 2.0 atomic_* functions on global atomic_int / atomic_uint:
//   c[0] += v (atomic_fetch_add_explicit, relaxed, device scope), c[1] = max(c[1], v)
//   (atomic_fetch_max), uc[0] |= (uint)v (atomic_fetch_or); v = val[g];
//   old[g] = atomic_exchange(&slots[g], v) (the previous slots[g]).
__kernel void atomics_c11(__global const int* val, __global atomic_int* c,
                          __global atomic_uint* uc, __global atomic_int* slots,
                          __global int* old)
{
    size_t g = get_global_id(0);
    int v = val[g];
    atomic_fetch_add_explicit(&c[0], v, memory_order_relaxed, memory_scope_device);
    atomic_fetch_max(&c[1], v);
    atomic_fetch_or(&uc[0], (uint)v);
    old[g] = atomic_exchange(&slots[g], v);
}
