// Ordinary OpenCL C: local memory and work-group barriers.

// local_reverse: reverse each work-group's slice through local memory.
// L = get_local_size(0), l = get_local_id(0): out[g] = in[g - l + (L - 1 - l)].
// tile holds L uints.
__kernel void local_reverse(__global const uint* in, __global uint* out, __local uint* tile)
{
    size_t g = get_global_id(0);
    size_t l = get_local_id(0);
    size_t L = get_local_size(0);
    tile[l] = in[g];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[g] = tile[L - 1 - l];
}

// local_reduce_tree: work-group sum by a halving tree in a fixed 256-uint local array
// (get_local_size(0) must be a power of two, at most 256).
//   out[get_group_id(0)] = sum of in[] over the work-group (uint, wraps)
__kernel void local_reduce_tree(__global const uint* in, __global uint* out)
{
    __local uint part[256];
    size_t l = get_local_id(0);
    part[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (size_t s = get_local_size(0) / 2; s > 0; s >>= 1) {
        if (l < s) {
            part[l] += part[l + s];
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0) {
        out[get_group_id(0)] = part[0];
    }
}

// local_transpose_8x8: 2-D work-groups of exactly 8x8 transpose their 8x8 tile.
// Input and output are row-major matrices of width W = get_global_size(0) (square
// global size). With (x, y) = global id and (lx, ly) = local id, (bx, by) = group origin:
//   out[(bx + ly) * W + (by + lx)] = in[(by + lx) * W + (bx + ly)]  -- i.e. out = transpose(in)
__kernel __attribute__((reqd_work_group_size(8, 8, 1)))
void local_transpose_8x8(__global const float* in, __global float* out)
{
    __local float tile[8][9];
    size_t W = get_global_size(0);
    size_t lx = get_local_id(0);
    size_t ly = get_local_id(1);
    size_t bx = get_group_id(0) * 8;
    size_t by = get_group_id(1) * 8;
    tile[ly][lx] = in[(by + ly) * W + (bx + lx)];
    barrier(CLK_LOCAL_MEM_FENCE);
    out[(bx + ly) * W + (by + lx)] = tile[lx][ly];
}

// work_group_collectives: OpenCL 2.0 work-group functions on x = in[g] (int):
//   out[3g+0] = work_group_reduce_add(x), out[3g+1] = work_group_scan_inclusive_max(x),
//   out[3g+2] = work_group_broadcast(x, 0)  (x of local id 0)
__kernel void work_group_collectives(__global const int* in, __global int* out)
{
    size_t g = get_global_id(0);
    int x = in[g];
    out[3 * g + 0] = work_group_reduce_add(x);
    out[3 * g + 1] = work_group_scan_inclusive_max(x);
    out[3 * g + 2] = work_group_broadcast(x, (size_t)0);
}
