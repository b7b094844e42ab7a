// SLM and barrier kernels of the host-thread bench (benches/threads.rs) and the thread-count
// test (tests/timing_threads.rs). Regenerate the binary with tests/regen-kernels.sh
// (ocloc compile -file slm.cl -device skl -options -cl-std=CL2.0).

#define TILE 16

// SGEMM NT, C = A * B^T for n x n row-major matrices (n a multiple of 16), in the style of
// OpenCV's gemm_buffer NT kernel: each 16 x 16 work-group stages a tile of A and a tile of B in
// local memory, waits at a barrier, accumulates from the tiles, and waits again before the
// next pair. Work-group (16, 16): global (n, n).
__kernel __attribute__((reqd_work_group_size(TILE, TILE, 1)))
void gemm_slm_nt(__global const float *a, __global const float *b, __global float *c, int n) {
    __local float at[TILE][TILE];
    __local float bt[TILE][TILE];
    int lx = get_local_id(0);
    int ly = get_local_id(1);
    int col = get_global_id(0);
    int row = get_global_id(1);
    int bcol0 = get_group_id(0) * TILE;
    float acc = 0.0f;
    for (int k = 0; k < n; k += TILE) {
        at[ly][lx] = a[row * n + k + lx];
        bt[ly][lx] = b[(bcol0 + ly) * n + k + lx];
        barrier(CLK_LOCAL_MEM_FENCE);
        for (int kk = 0; kk < TILE; kk++)
            acc = mad(at[ly][kk], bt[lx][kk], acc);
        barrier(CLK_LOCAL_MEM_FENCE);
    }
    c[row * n + col] = acc;
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
