// Compiled with -g by tests/regen-kernels.sh: the loader's line-table fixture.
kernel void saxpy(global const float *x, global float *y, float a)
{
    size_t i = get_global_id(0);
    float v = x[i];
    float r = fma(a, v, y[i]);
    y[i] = r;
}
