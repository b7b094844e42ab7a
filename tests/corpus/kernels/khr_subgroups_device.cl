// cl_khr_subgroups built-ins that need OpenCL 2.0 pipes or device-side enqueue.
// IGC compiles them for Gen9; a functional test needs a pipe object or a device
// queue, so these kernels mainly serve decoding and program-loading tests.
#pragma OPENCL EXTENSION cl_khr_subgroups : enable

// sg_pipe_write: each sub-group reserves get_sub_group_size() packets on pipe p with
// sub_group_reserve_write_pipe; when the reservation is valid, work-item
// lane = get_sub_group_local_id() writes in[g] to packet lane of the reservation, and
// the sub-group commits it with sub_group_commit_write_pipe.
// ok[g] = 1 if the reservation was valid and write_pipe returned 0, else 0.
__kernel void sg_pipe_write(__global const int* in, write_only pipe int p, __global int* ok)
{
    size_t g = get_global_id(0);
    reserve_id_t r = sub_group_reserve_write_pipe(p, get_sub_group_size());
    int good = 0;
    if (is_valid_reserve_id(r)) {
        good = write_pipe(p, r, get_sub_group_local_id(), &in[g]) == 0;
        sub_group_commit_write_pipe(p, r);
    }
    ok[g] = good;
}

// sg_pipe_read: the read-side mirror of sg_pipe_write with sub_group_reserve_read_pipe /
// sub_group_commit_read_pipe: out[g] = packet lane of the reservation (0 if none),
// ok[g] = 1 if the reservation was valid and read_pipe returned 0, else 0.
__kernel void sg_pipe_read(read_only pipe int p, __global int* out, __global int* ok)
{
    size_t g = get_global_id(0);
    reserve_id_t r = sub_group_reserve_read_pipe(p, get_sub_group_size());
    int v = 0;
    int good = 0;
    if (is_valid_reserve_id(r)) {
        good = read_pipe(p, r, get_sub_group_local_id(), &v) == 0;
        sub_group_commit_read_pipe(p, r);
    }
    out[g] = v;
    ok[g] = good;
}

// sg_kernel_queries: device-side sub-group queries for a block kernel that would run on
// ndrange_1D(global_size, local_size):
//   out[0] = get_kernel_sub_group_count_for_ndrange(range, block)
//   out[1] = get_kernel_max_sub_group_size_for_ndrange(range, block)
// The block itself writes 7 to dst[get_global_id(0)] (it is never enqueued here).
__kernel void sg_kernel_queries(uint global_size, uint local_size, __global uint* dst,
                                __global uint* out)
{
    ndrange_t range = ndrange_1D(global_size, local_size);
    void (^block)(void) = ^{ dst[get_global_id(0)] = 7u; };
    if (get_global_id(0) == 0) {
        out[0] = get_kernel_sub_group_count_for_ndrange(range, block);
        out[1] = get_kernel_max_sub_group_size_for_ndrange(range, block);
    }
}
