// sampler_t kernel arguments (tests/launch_sampler.rs): integer and normalised coordinates
// read through the sampler the launch file gives.
kernel void sample_int(read_only image2d_t im, sampler_t s, global float* o) {
    int x = get_global_id(0);
    o[x] = read_imagef(im, s, (int2)(x - 1, 0)).x;
}

kernel void sample_norm(read_only image2d_t im, sampler_t s, global float* o) {
    int x = get_global_id(0);
    o[x] = read_imagef(im, s, (float2)((x - 4 + 0.5f) / 8.0f, 0.5f)).x;
}
