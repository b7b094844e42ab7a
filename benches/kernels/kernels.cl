// Kernels of the criterion benches (benches/kernels.rs) and the oclgrind comparison
// (benches/peer-oclgrind.sh). Regenerate the binary with tests/regen-kernels.sh
// (ocloc compile -file kernels.cl -device skl -options -cl-std=CL2.0).

// IGC needs explicit prototypes of the media block built-ins.
uint __attribute__((overloadable)) intel_sub_group_media_block_read_ui(int2, int, int, read_only image2d_t);

// SGEMM, C = A * B for n x n row-major matrices (n a multiple of 8), in the style of Intel's
// SIMD8 L3-blocked samples: one SIMD8 sub-group computes an 8 x 8 tile of C. Lane j holds
// column j of the tile for its 8 rows; rows of A and B arrive by sub-group block reads and A's
// elements are broadcast with shuffles. Work-group (8, 1): global (n, n / 8).
__attribute__((intel_reqd_sub_group_size(8)))
__kernel void sgemm_simd8(__global const float *a, __global const float *b, __global float *c, int n) {
    int col0 = get_group_id(0) * 8;
    int row0 = get_group_id(1) * 8;
    uint lane = get_sub_group_local_id();
    float acc[8] = {0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f, 0.0f};
    for (int k = 0; k < n; k += 8) {
        float ar[8];
        for (int r = 0; r < 8; r++)
            ar[r] = as_float(intel_sub_group_block_read((const __global uint *)(a + (row0 + r) * n + k)));
        for (int kk = 0; kk < 8; kk++) {
            float bv = as_float(intel_sub_group_block_read((const __global uint *)(b + (k + kk) * n + col0)));
            for (int r = 0; r < 8; r++)
                acc[r] = mad(intel_sub_group_shuffle(ar[r], kk), bv, acc[r]);
        }
    }
    for (int r = 0; r < 8; r++)
        c[(row0 + r) * n + col0 + lane] = acc[r];
}

// Five-point stencil on a 32-bit float image read with media block reads (at most 8 dwords
// wide): one SIMD8 sub-group computes an 8-column x 16-row block; lane l owns column x0 + l.
// Reads outside the image replicate the edge. out[y * w + x] = (c + n + s + w + e) * 0.2.
// Work-group (8, 1): global (w, h / 16).
__attribute__((intel_reqd_sub_group_size(8)))
__kernel void stencil5_simd8(read_only image2d_t img, __global float *out, int w) {
    int x0 = get_group_id(0) * 8;
    int y0 = get_group_id(1) * 16;
    uint lane = get_sub_group_local_id();
    float up = as_float(intel_sub_group_media_block_read_ui((int2)(x0 * 4, y0 - 1), 8, 1, img));
    float mid = as_float(intel_sub_group_media_block_read_ui((int2)(x0 * 4, y0), 8, 1, img));
    for (int r = 0; r < 16; r++) {
        int y = y0 + r;
        float down = as_float(intel_sub_group_media_block_read_ui((int2)(x0 * 4, y + 1), 8, 1, img));
        float west = as_float(intel_sub_group_media_block_read_ui((int2)(x0 * 4 - 4, y), 8, 1, img));
        float east = as_float(intel_sub_group_media_block_read_ui((int2)(x0 * 4 + 4, y), 8, 1, img));
        out[y * w + x0 + lane] = (mid + up + down + west + east) * 0.2f;
        up = mid;
        mid = down;
    }
}
