// SLM and barrier kernels of the host-thread bench (benches/threads.rs) and the thread-count
// test (tests/timing_threads.rs). Regenerate the binary with tests/regen-kernels.sh
// (ocloc compile -file slm.cl -device skl -options -cl-std=CL2.0).

#define TILE 16

// SGEMM NT, C = A * B^T for n x n row-major matrices (n a multiple of 64), in the style of
// OpenCV's gemm_buffer NT kernel: a 16 x 16 work-group computes a 64-row x 16-column block of
// C, four rows per work-item. For each step of 16 along k it stages A's 64 x 16 tile and B's
// 16 x 16 tile (transposed, so that a row of the tile is 16 consecutive words) in local
// memory, waits at a barrier, accumulates from the tiles (A's rows read as float4), and waits
// again before the next step. Work-group (16, 16): global (n, n / 4).
__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void gemm_slm_nt(__global const float *a, __global const float *b, __global float *c, int n) {
    __local float at[4 * TILE][TILE];
    __local float bt[TILE][TILE];
    int lx = get_local_id(0);
    int ly = get_local_id(1);
    int col = get_global_id(0);
    int row0 = get_group_id(1) * 4 * TILE;
    int bcol0 = get_group_id(0) * TILE;
    float acc[4] = {0.0f, 0.0f, 0.0f, 0.0f};
    for (int k = 0; k < n; k += TILE) {
        for (int r = 0; r < 4; r++)
            at[ly * 4 + r][lx] = a[(row0 + ly * 4 + r) * n + k + lx];
        bt[ly][lx] = b[(bcol0 + lx) * n + k + ly];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int kk = 0; kk < TILE; kk += 4) {
            float b0 = bt[kk][lx], b1 = bt[kk + 1][lx], b2 = bt[kk + 2][lx], b3 = bt[kk + 3][lx];
            for (int r = 0; r < 4; r++) {
                float4 av = vload4(0, &at[ly * 4 + r][kk]);
                acc[r] = mad(av.s0, b0, acc[r]);
                acc[r] = mad(av.s1, b1, acc[r]);
                acc[r] = mad(av.s2, b2, acc[r]);
                acc[r] = mad(av.s3, b3, acc[r]);
            }
        }
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    for (int r = 0; r < 4; r++)
        c[(row0 + ly * 4 + r) * n + col] = acc[r];
}

// Sum of 256 elements per work-group by a tree in local memory, one barrier per level:
// out[g] = in[256 g] + ... + in[256 g + 255]. Work-group (256): global a multiple of 256.
__kernel __attribute__((reqd_work_group_size(256, 1, 1)))
void reduce_tree(__global const uint *in, __global uint *out) {
    __local uint s[256];
    int l = get_local_id(0);
    s[l] = in[get_global_id(0)];
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int w = 128; w > 0; w >>= 1) {
        if (l < w)
            s[l] += s[l + w];
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    if (l == 0)
        out[get_group_id(0)] = s[0];
}
