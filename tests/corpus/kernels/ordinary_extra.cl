// Hand-written ordinary kernels for the functional reference tests (tests/functional_*.rs):
// atomics whose returned values are checked under contention, and a work-group barrier
// ordering global memory between the hardware threads of a work-group.
// g = get_global_id(0), l = get_local_id(0), L = get_local_size(0), w = get_group_id(0).

// atomic_tickets: every work-item takes a ticket from a global and from a local counter.
//   tickets[g]  = atomic_inc(&counter[0])   -> over the launch, the tickets are exactly
//                 counter0, counter0 + 1, ..., counter0 + G - 1 in some order
//   lticks[g]   = atomic_inc(&lcount[0])    -> within each work-group, exactly 0 .. L-1
//   counter[0] ends at counter0 + G; totals[w] = lcount[0] after the group = L.
// lcount is a __local uint[1].
__kernel void atomic_tickets(volatile __global uint* counter, __global uint* tickets,
                             volatile __local uint* lcount, __global uint* lticks,
                             __global uint* totals)
{
    size_t g = get_global_id(0);
    size_t l = get_local_id(0);
    if (l == 0) {
        lcount[0] = 0u;
    }
    barrier(CLK_LOCAL_MEM_FENCE);
    tickets[g] = atomic_inc(&counter[0]);
    lticks[g] = atomic_inc(&lcount[0]);
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 0) {
        totals[get_group_id(0)] = lcount[0];
    }
}

// global_barrier_exchange: each work-item writes in[g] * 2 + 1 to tmp[g]; after
// barrier(CLK_GLOBAL_MEM_FENCE) it reads the slot of the mirrored work-item of its group:
//   out[g] = 2 * in[g - l + (L - 1 - l)] + 1   (uint arithmetic, wraps)
// tmp holds G uints.
__kernel void global_barrier_exchange(__global const uint* in, __global uint* tmp,
                                      __global uint* out)
{
    size_t g = get_global_id(0);
    size_t l = get_local_id(0);
    size_t L = get_local_size(0);
    tmp[g] = in[g] * 2u + 1u;
    barrier(CLK_GLOBAL_MEM_FENCE);
    out[g] = tmp[g - l + (L - 1 - l)];
}
