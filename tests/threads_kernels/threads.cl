// Kernels whose results depend on the order of work-groups, for tests/functional_threads.rs:
// eusim commits work-groups in group order for every host thread count, so their results are
// those of running the groups one after another.

// last_writer: every work-item of group w writes w to out[0] (racing writes: the last group
// wins) and to out[1 + global id].
__kernel void last_writer(__global uint *out) {
    out[0] = (uint)get_group_id(0);
    out[1 + get_global_id(0)] = (uint)get_group_id(0);
}

// relay: group w reads what group w - 1 wrote and adds one (work-item 0 of each group).
// One after another: buf[w] = w + 1.
__kernel void relay(__global volatile uint *buf) {
    if (get_local_id(0) == 0) {
        size_t w = get_group_id(0);
        uint prev = w > 0 ? buf[w - 1] : 0u;
        buf[w] = prev + 1u;
    }
}
