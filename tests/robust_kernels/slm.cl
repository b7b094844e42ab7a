// SLM bounds: stores 5 at t[i] of a __local argument, then copies t[0..n) out.
kernel void slm_store(global int *out, local int *t, int i, int n) {
    size_t l = get_local_id(0);
    for (int j = l; j < n; j += get_local_size(0)) t[j] = 0;
    barrier(CLK_LOCAL_MEM_FENCE);
    if (l == 0) t[i] = 5;
    barrier(CLK_LOCAL_MEM_FENCE);
    for (int j = l; j < n; j += get_local_size(0)) out[j] = t[j];
}
