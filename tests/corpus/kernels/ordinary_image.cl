// Ordinary OpenCL C: image reads and writes (typed surface and sampler messages).

// image_copy_int: 2-D kernel; (x, y) = (get_global_id(0), get_global_id(1)):
//   dst(x, y) = read_imageui(src, (int2)(x, y)) + (uint4)(1, 2, 3, 4)   (no sampler)
__kernel void image_copy_int(read_only image2d_t src, write_only image2d_t dst)
{
    int2 p = (int2)((int)get_global_id(0), (int)get_global_id(1));
    uint4 v = read_imageui(src, p);
    write_imageui(dst, p, v + (uint4)(1u, 2u, 3u, 4u));
}

// image_sample_nearest: 2-D kernel; (x, y) = global id, W = get_global_size(0).
// Unnormalised coordinates, nearest filtering, clamp-to-edge addressing:
//   out[y*W + x] = read_imagef(src, smp, (float2)(x + dx + 0.5f, y + dy + 0.5f))
// i.e. the texel at (clamp(x + dx), clamp(y + dy)) converted by the image format.
__kernel void image_sample_nearest(read_only image2d_t src, int dx, int dy,
                                   __global float4* out)
{
    const sampler_t smp = CLK_NORMALIZED_COORDS_FALSE | CLK_ADDRESS_CLAMP_TO_EDGE |
                          CLK_FILTER_NEAREST;
    int x = (int)get_global_id(0);
    int y = (int)get_global_id(1);
    float2 c = (float2)((float)(x + dx) + 0.5f, (float)(y + dy) + 0.5f);
    out[y * (int)get_global_size(0) + x] = read_imagef(src, smp, c);
}

// image_dims: out[0] = get_image_width(img), out[1] = get_image_height(img),
// out[2] = get_image_channel_data_type(img), out[3] = get_image_channel_order(img)
__kernel void image_dims(read_only image2d_t img, __global int* out)
{
    if (get_global_id(0) == 0) {
        out[0] = get_image_width(img);
        out[1] = get_image_height(img);
        out[2] = get_image_channel_data_type(img);
        out[3] = get_image_channel_order(img);
    }
}
