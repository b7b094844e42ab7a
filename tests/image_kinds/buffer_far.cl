// 1D image buffers past the 16384 texels of 1D/2D surfaces: tests/functional_image_buffer.rs.

// sampler ld (read_only) and typed write: dst[at[i]] = 3 * src[at[i]] + i
kernel void far_ld(read_only image1d_buffer_t src, write_only image1d_buffer_t dst,
                   global const int *at) {
    int i = get_global_id(0);
    int x = at[i];
    write_imageui(dst, x, read_imageui(src, x) * 3u + (uint4)(i));
}

// typed read and write of one read_write image: img[at[i]] += 7, and its width
kernel void far_typed(read_write image1d_buffer_t img, global const int *at, global int *w) {
    int i = get_global_id(0);
    int x = at[i];
    write_imageui(img, x, read_imageui(img, x) + (uint4)(7));
    if (i == 0)
        w[0] = get_image_width(img);
}
