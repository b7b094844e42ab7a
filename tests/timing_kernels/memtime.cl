// Kernels for the memory-timing tests (tests/timing_memory.rs). Compiled with
//   ocloc compile -file memtime.cl -device skl -options -cl-std=CL2.0
// and the resulting memtime_Gen9core.bin committed next to this file.

uint4 __attribute__((overloadable)) intel_sub_group_media_block_read_ui4(int2, int, int, read_only image2d_t);

// Streaming copy, one float4 per work-item: reads and writes the same number of bytes.
__kernel void copy4(__global const float4 *in, __global float4 *out) {
    out[get_global_id(0)] = in[get_global_id(0)];
}

// Write-only fill, one float4 per work-item.
__kernel void fill4(__global float4 *out, float v) {
    out[get_global_id(0)] = (float4)(v);
}

// Read-only reduction: 16 float4 per work-item (each pass coalesced across the NDRange),
// summed over the sub-group; one float written per sub-group of 16.
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void reduce16(__global const float4 *in, __global float *out) {
    size_t gid = get_global_id(0), n = get_global_size(0);
    float4 s = 0.0f;
    _Pragma("unroll")
    for (int i = 0; i < 16; i++) s += in[i * n + gid];
    float t = sub_group_reduce_add(s.x + s.y + s.z + s.w);
    if (get_sub_group_local_id() == 0) out[gid / 16] = t;
}

// A tall narrow media block read: `blocks` blocks of 4 bytes x 32 rows down column x0 (bytes),
// SIMD8 (each lane gets 4 of the 32 DWords).
__attribute__((intel_reqd_sub_group_size(8)))
__kernel void media_column(read_only image2d_t img, __global uint *out, int x0, int blocks) {
    uint s = 0;
    for (int b = 0; b < blocks; b++) {
        uint4 v = intel_sub_group_media_block_read_ui4((int2)(x0, 32 * b), 1, 32, img);
        s += v.x + v.y + v.z + v.w;
    }
    out[get_global_id(0)] = s;
}

// SIMD16 atomic increments at p[idx[gid]], `reps` times: idx all zero puts every lane on one
// address, idx = 16 * gid puts each lane on its own 64-byte line. (With a visibly uniform
// address, IGC folds the lanes into one single-lane atomic add, so the index comes from memory.)
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void atomic_indexed(__global uint *p, __global const uint *idx, int reps) {
    uint i = idx[get_global_id(0)];
    for (int r = 0; r < reps; r++) atomic_inc(&p[i]);
}

// Sampler loads (read_imageui without a sampler: ld_lz), SIMD16: lane i reads texel (i, y) of
// rows 0..rows-1, twice over, so the second pass finds its lines in the sampler's cache.
__attribute__((intel_reqd_sub_group_size(16)))
__kernel void sample_rows(read_only image2d_t img, __global uint *out, int rows) {
    int x = get_global_id(0);
    uint s = 0;
    for (int pass = 0; pass < 2; pass++)
        for (int y = 0; y < rows; y++) s += read_imageui(img, (int2)(x, y)).x;
    out[x] = s;
}

// sample_rows with an image memory fence between the passes: on a read_write image IGC
// compiles the fence to a sampler cache flush, so the second pass misses the sampler's cache
__kernel void sample_rows_fenced(read_write image2d_t img, __global uint *out, int rows) {
    int x = get_global_id(0);
    uint s = 0;
    for (int y = 0; y < rows; y++) s += read_imageui(img, (int2)(x, y)).x;
    atomic_work_item_fence(CLK_IMAGE_MEM_FENCE, memory_order_acq_rel, memory_scope_work_item);
    for (int y = 0; y < rows; y++) s += read_imageui(img, (int2)(x, y)).x;
    out[x] = s;
}
