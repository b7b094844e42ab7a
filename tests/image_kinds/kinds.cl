// Image kinds beyond image2d_t: tests/functional_image_kinds.rs.
#pragma OPENCL EXTENSION cl_khr_3d_image_writes : enable

kernel void scale_1d(read_only image1d_t src, write_only image1d_t dst) {
    int x = get_global_id(0);
    write_imagef(dst, x, read_imagef(src, x) * 2.0f);
}

kernel void scale_1d_buffer(read_only image1d_buffer_t src, write_only image1d_buffer_t dst) {
    int x = get_global_id(0);
    write_imageui(dst, x, read_imageui(src, x) + (uint4)(1, 2, 3, 4));
}

kernel void scale_1d_array(read_only image1d_array_t src, write_only image1d_array_t dst) {
    int2 p = (int2)(get_global_id(0), get_global_id(1));
    write_imagef(dst, p, read_imagef(src, p) + (float4)(p.y));
}

kernel void scale_2d_array(read_only image2d_array_t src, write_only image2d_array_t dst) {
    int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
    write_imagef(dst, p, read_imagef(src, p) - (float4)(p.z));
}

kernel void copy_3d(read_only image3d_t src, write_only image3d_t dst) {
    int4 p = (int4)(get_global_id(0), get_global_id(1), get_global_id(2), 0);
    write_imagef(dst, p, read_imagef(src, p) * 0.5f);
}

constant sampler_t lin = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE |
                         CLK_FILTER_LINEAR;

kernel void sample_2d_array(read_only image2d_array_t src, global const float4 *c,
                            global float4 *out) {
    int i = get_global_id(0);
    out[i] = read_imagef(src, lin, c[i]);
}

kernel void sample_3d(read_only image3d_t src, global const float4 *c, global float4 *out) {
    int i = get_global_id(0);
    out[i] = read_imagef(src, lin, c[i]);
}

kernel void dims(read_only image2d_array_t a, read_only image3d_t b,
                 read_only image1d_array_t c, global int *o) {
    o[0] = get_image_width(a);
    o[1] = get_image_height(a);
    o[2] = (int)get_image_array_size(a);
    o[3] = get_image_width(b);
    o[4] = get_image_height(b);
    o[5] = get_image_depth(b);
    o[6] = get_image_width(c);
    o[7] = (int)get_image_array_size(c);
}
