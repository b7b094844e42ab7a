// Compiled with -g by tests/regen-kernels.sh: per-line SIMD efficiency and bytes moved.
__attribute__((intel_reqd_sub_group_size(8)))
kernel void lanes(global const float *x, global float *y, global float *z)
{
    size_t i = get_global_id(0);
    float4 v = vload4(i, x);
    vstore4(v * 2.0f, i, y);
    if (get_local_id(0) < 4) {
        float s = z[i];
        for (int k = 0; k < 4; k++) s = s * v.x + v.y;
        z[i] = s;
    }
}
