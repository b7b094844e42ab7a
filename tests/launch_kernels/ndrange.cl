// Non-uniform work-groups (tests/launch_ndrange.rs): each work-item records the sizes and IDs
// OpenCL 2.0's work-item functions return.
kernel void sizes(global int* out) {
    size_t i = get_global_id(0) + get_global_size(0) * get_global_id(1);
    out[8 * i + 0] = get_local_size(0);
    out[8 * i + 1] = get_local_size(1);
    out[8 * i + 2] = get_enqueued_local_size(0);
    out[8 * i + 3] = get_enqueued_local_size(1);
    out[8 * i + 4] = get_group_id(0) + 100 * get_group_id(1);
    out[8 * i + 5] = get_local_id(0) + 100 * get_local_id(1);
    out[8 * i + 6] = get_num_groups(0) + 100 * get_num_groups(1);
    out[8 * i + 7] = get_local_linear_id();
}
