// Sub-group shuffle example (cl_intel_subgroups): every work-item reads the value held by the
// lane named in `idx`, then rotates its sub-group's values down by `delta` lanes.
__attribute__((intel_reqd_sub_group_size(16)))
kernel void shuffle_u32(global const uint* in, global const uint* idx,
                        global uint* shuffled, global uint* rotated, uint delta) {
    size_t g = get_global_id(0);
    uint v = in[g];
    shuffled[g] = intel_sub_group_shuffle(v, idx[g]);
    rotated[g] = intel_sub_group_shuffle_down(v, v, delta);
}
