// Kernels of tests/icd/api.c (built at run time through clBuildProgram, with -DSCALE=3).
uint __attribute__((overloadable)) intel_sub_group_media_block_read_ui(int2, int, int, read_only image2d_t);

kernel void axpb(global const int* a, global int* out, int b) {
    size_t i = get_global_id(0);
    out[i] = a[i] * SCALE + b;
}

// 2D with offsets: out[y * w + x] = 1000 * y + x over the global range.
kernel void coords(global int* out, int w) {
    size_t x = get_global_id(0), y = get_global_id(1);
    out[y * w + x] = (int)(1000 * y + x);
}

// Each lane takes the value of lane (lane + 1) % 16 of its sub-group.
__attribute__((intel_reqd_sub_group_size(16)))
kernel void rotate(global const uint* in, global uint* out) {
    size_t i = get_global_id(0);
    uint lane = get_sub_group_local_id();
    out[i] = intel_sub_group_shuffle(in[i], (lane + 1) % 16);
    if (i == 0) out[get_global_size(0)] = get_sub_group_size();
}

// Sub-group block read: lane l of sub-group s reads in[16 * s + l].
__attribute__((intel_reqd_sub_group_size(16)))
kernel void block(const global uint* in, global uint* out) {
    size_t s = get_global_id(0) / 16;
    out[get_global_id(0)] = intel_sub_group_block_read(in + 16 * s) * 2;
}

// Media block read of an 8x8 region of a 32-bit image at (x0 bytes, y0): lane l gets
// img(x0 / 4 + l, y0 + i) for i < 8 (one uint per row).
__attribute__((intel_reqd_sub_group_size(8)))
kernel void media(read_only image2d_t img, global uint* out, int x0, int y0) {
    size_t l = get_sub_group_local_id();
    for (int i = 0; i < 8; i++) {
        uint v = intel_sub_group_media_block_read_ui((int2)(x0, y0 + i), 8, 1, img);
        out[8 * i + l] = v;
    }
}

// Image copy through an inline sampler, plus 1 on each channel (sampler arguments are not
// supported by the simulator yet).
constant sampler_t s = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE | CLK_FILTER_NEAREST;
kernel void imgcopy(read_only image2d_t src, write_only image2d_t dst) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    uint4 v = read_imageui(src, s, p);
    write_imageui(dst, p, v + (uint4)(1, 1, 1, 1));
}

// A float4 by value (16 bytes) and local memory: out = sum over the group of a * v.x + v.w.
kernel void vec_local(global const float* a, global float* out, float4 v, local float* tmp) {
    size_t l = get_local_id(0);
    tmp[l] = a[get_global_id(0)] * v.x + v.w;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 0) {
        float s = 0.0f;
        for (size_t i = 0; i < get_local_size(0); i++) s += tmp[i];
        out[get_group_id(0)] = s;
    }
}

// Writes far past the end of its buffer: a fault under the simulator's error policy.
kernel void oob(global int* out) {
    out[get_global_id(0) + (1 << 24)] = 1;
}
