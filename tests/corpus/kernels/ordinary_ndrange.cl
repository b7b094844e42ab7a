// Ordinary OpenCL C: work-item functions in 1, 2 and 3 dimensions, including global
// offsets. Each kernel records the work-item's view of the ND-range.

// ndrange_1d: i = get_global_id(0) - get_global_offset(0):
//   out[9i+0..8] = get_global_id(0), get_global_offset(0), get_global_size(0),
//   get_local_id(0), get_local_size(0), get_group_id(0), get_num_groups(0),
//   get_work_dim(), get_enqueued_local_size(0)
__kernel void ndrange_1d(__global uint* out)
{
    size_t i = get_global_id(0) - get_global_offset(0);
    __global uint* o = out + 9 * i;
    o[0] = (uint)get_global_id(0);
    o[1] = (uint)get_global_offset(0);
    o[2] = (uint)get_global_size(0);
    o[3] = (uint)get_local_id(0);
    o[4] = (uint)get_local_size(0);
    o[5] = (uint)get_group_id(0);
    o[6] = (uint)get_num_groups(0);
    o[7] = get_work_dim();
    o[8] = (uint)get_enqueued_local_size(0);
}

// ndrange_2d: i = get_global_linear_id(). For d in {0, 1}:
//   out[12i + 6d + 0..5] = get_global_id(d), get_global_offset(d), get_global_size(d),
//   get_local_id(d), get_group_id(d), get_num_groups(d)
__kernel void ndrange_2d(__global uint* out)
{
    size_t i = get_global_linear_id();
    for (uint d = 0; d < 2; d++) {
        __global uint* o = out + 12 * i + 6 * d;
        o[0] = (uint)get_global_id(d);
        o[1] = (uint)get_global_offset(d);
        o[2] = (uint)get_global_size(d);
        o[3] = (uint)get_local_id(d);
        o[4] = (uint)get_group_id(d);
        o[5] = (uint)get_num_groups(d);
    }
}

// ndrange_3d: i = get_global_linear_id(). For d in {0, 1, 2}:
//   out[20i + 6d + 0..5] as in ndrange_2d, and
//   out[20i + 18] = get_local_linear_id(), out[20i + 19] = get_work_dim()
__kernel void ndrange_3d(__global uint* out)
{
    size_t i = get_global_linear_id();
    for (uint d = 0; d < 3; d++) {
        __global uint* o = out + 20 * i + 6 * d;
        o[0] = (uint)get_global_id(d);
        o[1] = (uint)get_global_offset(d);
        o[2] = (uint)get_global_size(d);
        o[3] = (uint)get_local_id(d);
        o[4] = (uint)get_group_id(d);
        o[5] = (uint)get_num_groups(d);
    }
    out[20 * i + 18] = (uint)get_local_linear_id();
    out[20 * i + 19] = get_work_dim();
}

// ndrange_2d_coords: a 2-D kernel computing with its ids (no queries stored):
//   with (x, y) = (get_global_id(0), get_global_id(1)), W = get_global_size(0), and offsets
//   (ox, oy): out[(y - oy) * W + (x - ox)] = x * 1000 + y
__kernel void ndrange_2d_coords(__global uint* out)
{
    size_t x = get_global_id(0);
    size_t y = get_global_id(1);
    size_t w = get_global_size(0);
    out[(y - get_global_offset(1)) * w + (x - get_global_offset(0))] = (uint)(x * 1000 + y);
}
